// The product API's shared shapes (back-office.md §3 "Product (edit payload)", §4, §5, §9), gathered
// from their files so importers name one module: limits and messages (product-constants.ts), the edit
// payload (product-payload.ts), and the other requests and replies (product-api.ts).
export * from './product-api.ts';
export * from './product-constants.ts';
export * from './product-payload.ts';
