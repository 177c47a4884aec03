import { client } from "./config";

const { data: applications, pagination } = await client.request("cartesi_listApplications", {
  limit: 50,
  offset: 0,
});
console.log(applications.map((application) => application.name).join(", "));
// @log: echo
console.log(pagination.total_count, pagination.limit, pagination.offset);
// @log: 1 50 0
