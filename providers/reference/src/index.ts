/** The reference game vendor: its slot, its protocol client and its Fastify plugin (game page and API). */
export { createProtocolClient, httpTransport, type ProtocolClient, type ProtocolReply, type ProtocolTransport } from './protocol-client';
export { exactRtp, lineMultiplier, type RandomInt, REEL, type SlotSymbol, type SpinResult, SYMBOLS, spin } from './slot';
export { BET_STEPS, type ReferenceVendorOptions, referenceVendor, type VendorCredentials } from './vendor-plugin';
