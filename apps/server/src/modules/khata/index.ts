// What other modules use of the khata besides its routes: the credit-terms check that a credit
// sale passes (customers' chargeToKhata, under the customer's row lock).
export { enforceCreditTerms } from './credit-terms.ts';
