/** The dashboard's toast and dialog texts live in the contract with every other message. */
export { DASHBOARD_TEXT as TEXT } from '@portfolio/contract';
