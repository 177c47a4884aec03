import { cartesiClient, echo } from "./config";

// The notices of input 0, each payload decoded by the definition (text).
const { data, pagination } = await cartesiClient.listNotices({
  application: echo,
  inputIndex: 0n,
  limit: 10,
  offset: 0,
});
console.log(
  data.map((notice) => notice.decodedPayload),
  pagination.totalCount,
);
// @log: [ 'hello' ] 1
