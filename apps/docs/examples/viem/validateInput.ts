import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The two newest inputs of the application, as the node serves them.
const {
  data: [newest, before],
} = await cartesiClient.listInputs({ application, descending: true, limit: 10, offset: 0 });

const valid = await publicClient.validateInput({
  application,
  inputIndex: newest!.index,
  input: newest!.rawData,
});
// Another input's bytes for that index: the InputBox holds another hash there.
const swapped = await publicClient.validateInput({
  application,
  inputIndex: newest!.index,
  input: before!.rawData,
});
console.log(valid, swapped);
// @log: true false
