import { cartesiClient, echo } from "./config";

// The vouchers of input 0: an Ether transfer, whose empty payload decodes to undefined.
const { data } = await cartesiClient.listVouchers({
  application: echo,
  inputIndex: 0n,
  limit: 10,
  offset: 0,
});
for (const voucher of data)
  console.log(voucher.decodedData.destination, voucher.decodedData.value, voucher.decodedPayload);
// @log: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 1000000000000000000n undefined
