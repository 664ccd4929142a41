// English: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / serial numbers',
    placeholder: 'Scan or pick an IMEI / serial number',
    pickCount: 'Choose one serial number for each unit: {{chosen}} of {{count}} chosen',
    onLine: 'IMEI / serial: {{serials}}',
    listTitle: 'IMEI / serial numbers',
    listEmpty: 'No serial numbers are recorded for this product.',
    inStock: 'In stock',
    sold: 'Sold',
    returned: 'Returned to vendor',
    inTransit: 'On the way',
    arrivedLabel: 'IMEI / serial numbers that arrived',
    vendorReturnLabel: 'IMEI / serial numbers going back to the vendor',
    soldOn: 'Bill #{{number}}',
    receivedOn: 'Received {{date}}',
    returnLabel: 'IMEI / serial numbers coming back',
    packs_one: '{{count}} pack',
    packs_other: '{{count}} packs',
  },
};
