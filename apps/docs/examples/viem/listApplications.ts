import { cartesiClient } from "./config";

const { data, pagination } = await cartesiClient.listApplications({ limit: 10, offset: 0 });
console.log(
  data.map((application) => application.name),
  pagination.totalCount,
);
// @log: [ 'echo' ] 1
