// Gujarati: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / સીરિયલ નંબર',
    placeholder: 'IMEI / સીરિયલ નંબર સ્કેન કરો અથવા પસંદ કરો',
    pickCount: 'દરેક યુનિટ માટે એક સીરિયલ નંબર પસંદ કરો: {{count}} માંથી {{chosen}} પસંદ કર્યા',
    onLine: 'IMEI / સીરિયલ: {{serials}}',
    listTitle: 'IMEI / સીરિયલ નંબર',
    listEmpty: 'આ પ્રોડક્ટના કોઈ સીરિયલ નંબર નોંધાયેલા નથી.',
    inStock: 'સ્ટોકમાં',
    sold: 'વેચાયો',
    returned: 'વિક્રેતાને પાછો આપ્યો',
    inTransit: 'રસ્તામાં',
    arrivedLabel: 'પહોંચેલા IMEI / સીરિયલ નંબર',
    vendorReturnLabel: 'વિક્રેતાને પાછા જતા IMEI / સીરિયલ નંબર',
    soldOn: 'બિલ #{{number}}',
    receivedOn: '{{date}} એ મળ્યો',
    returnLabel: 'પાછા આવતા IMEI / સીરિયલ નંબર',
    packs_one: '{{count}} પેક',
    packs_other: '{{count}} પેક',
  },
};
