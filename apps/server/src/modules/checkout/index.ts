// What other modules use of checkout besides its routes: the pincode directory (the outlets screen
// fills an outlet's district and state from it, as the storefront's address form does).
export { lookupPincode } from './pincodes.ts';
