import type { PaymentMethod } from '../contracts/enums.ts';
import type { Cents } from '../money/cents.ts';
import { escapeMarkup } from '../text/markup.ts';
import { UNIT_DEFINITIONS } from '../units/units.ts';
import type { InvoiceDocument } from './invoice.ts';

/**
 * The e-invoice of a company order (docs/decisions/052-e-invoices-factur-x.md): a Factur-X /
 * ZUGFeRD invoice in the EN 16931 profile, that is the CII XML (UN/CEFACT Cross Industry
 * Invoice D16B) that the PDF/A-3 invoice carries as `factur-x.xml`. It is written from the same
 * snapshot as the PDF, so the XML and the picture never disagree.
 */

/** Orders of a company above 250 € gross get the e-invoice (the threshold of §33 UStDV). */
export const E_INVOICE_MIN_GROSS: Cents = 25_000;

/** The attachment's name that Factur-X 1.0 and ZUGFeRD 2.x require. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';

/** The guideline of the EN 16931 ("Comfort") profile (BT-24). */
export const FACTUR_X_EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** Whether an invoice is issued as an e-invoice: a company name and more than 250 € gross. */
export function needsEInvoice(invoice: Pick<InvoiceDocument, 'customer' | 'totalGross'>): boolean {
  return Boolean(invoice.customer.company?.trim()) && invoice.totalGross > E_INVOICE_MIN_GROSS;
}

/** UN/ECE Recommendation 20 codes of the shop's units (BT-130). */
const UNIT_CODES: Readonly<Record<keyof typeof UNIT_DEFINITIONS, string>> = {
  piece: 'H87',
  serving: 'H87',
  pair: 'PR',
  person: 'IE',
  g: 'GRM',
  dag: 'DJ',
  kg: 'KGM',
  ml: 'MLT',
  cl: 'CLT',
  dl: 'DLT',
  l: 'LTR',
  mm: 'MMT',
  cm: 'CMT',
  dm: 'DMT',
  m: 'MTR',
  km: 'KMT',
  mm2: 'MMK',
  cm2: 'CMK',
  dm2: 'DMK',
  m2: 'MTK',
  mm3: 'MMQ',
  cm3: 'CMQ',
  dm3: 'DMQ',
  m3: 'MTQ',
};

/** The Rec 20 code of an invoice line's German unit label ("Stück" → H87, "kg" → KGM). */
export function unitCodeOfLabel(label: string): string {
  const entry = Object.entries(UNIT_DEFINITIONS).find(([, unit]) => unit.label === label);
  return entry ? UNIT_CODES[entry[0] as keyof typeof UNIT_DEFINITIONS] : 'H87';
}

/** UNTDID 4461 payment means (BT-81): cash 10, bank card 48, online payment service 68. */
export const PAYMENT_MEANS_CODES: Readonly<Record<PaymentMethod, string>> = {
  cash: '10',
  'atm-card': '48',
  'hydro-ag-voucher': '1',
  mollie: '68',
  datatrans: '68',
};

/** One line of the e-invoice: EN 16931 allows one VAT rate per line (BT-152). */
export type EInvoiceLine = {
  name: string;
  quantity: number;
  unitCode: string;
  rate: number;
  /** Net amount of the line (BT-131). */
  net: Cents;
};

/**
 * The invoice's lines as EN 16931 lines: a line at one rate stays one line; a mixed-rate bundle
 * or packaging deposit (docs/decisions/051) becomes one line per rate share, named with the
 * rate, so each line carries one rate and the nets per rate still add up to the VAT breakdown.
 */
export function eInvoiceLines(invoice: Pick<InvoiceDocument, 'lines'>): EInvoiceLine[] {
  return invoice.lines.flatMap((line) => {
    const unitCode = unitCodeOfLabel(line.unit);
    if (!line.taxes || line.taxes.length === 0) {
      return [
        { name: line.name, quantity: line.quantity, unitCode, rate: line.taxRate, net: line.net },
      ];
    }
    return line.taxes.map((share) => ({
      name: `${line.name} (Anteil ${String(share.rate).replace('.', ',')} % USt)`,
      quantity: line.quantity,
      unitCode,
      rate: share.rate,
      net: share.net,
    }));
  });
}

/** A seller's free-text address as CII address fields: the "12345 Ort" line gives postcode and city. */
export function postalAddressOf(lines: readonly string[]): {
  lines: string[];
  postcode: string | null;
  city: string | null;
} {
  const index = lines.findLastIndex((line) => /^\d{4,5}\s+\S/.test(line.trim()));
  if (index < 0) return { lines: [...lines], postcode: null, city: null };
  const match = /^(\d{4,5})\s+(.+)$/.exec(lines[index]?.trim() ?? '');
  return {
    lines: lines.filter((_, position) => position !== index),
    postcode: match?.[1] ?? null,
    city: match?.[2] ?? null,
  };
}

/** Cents as a CII amount: 1250 → "12.50". */
export const ciiAmount = (cents: Cents) => (cents / 100).toFixed(2);
const ciiDecimal = (value: number, digits: number) => Number(value.toFixed(digits)).toString();
const ciiDate = (date: string) => date.replaceAll('-', '');
/** VAT category: S standard rated, Z zero rated (BT-118, BT-151). */
const categoryOf = (rate: number) => (rate === 0 ? 'Z' : 'S');

function element(name: string, content: string | null | undefined, attributes = ''): string {
  if (content === null || content === undefined || content === '') return '';
  return `<${name}${attributes}>${escapeMarkup(content)}</${name}>`;
}

function addressXml(address: { lines: string[]; postcode: string | null; city: string | null }) {
  const [lineOne, lineTwo, lineThree] = address.lines;
  return [
    '<ram:PostalTradeAddress>',
    element('ram:PostcodeCode', address.postcode),
    element('ram:LineOne', lineOne),
    element('ram:LineTwo', lineTwo),
    element('ram:LineThree', lineThree),
    element('ram:CityName', address.city),
    // A German shop (spec: German storefront); its customers' addresses are German too.
    '<ram:CountryID>DE</ram:CountryID>',
    '</ram:PostalTradeAddress>',
  ].join('');
}

/**
 * The Factur-X XML (EN 16931 profile) of an invoice. The order is paid when it is completed (the
 * invoice is issued then, decision 040), so the whole amount is prepaid and nothing is due.
 */
export function facturXml(invoice: InvoiceDocument, paymentMethod: PaymentMethod): string {
  const currency = escapeMarkup(invoice.currency);
  const amount = (cents: Cents) => ciiAmount(cents);
  const lines = eInvoiceLines(invoice);
  const seller = postalAddressOf(invoice.seller.address);
  const buyer = postalAddressOf(invoice.customer.address);
  const taxRegistrations = [
    invoice.seller.vatId ? element('ram:ID', invoice.seller.vatId, ' schemeID="VA"') : '',
    invoice.seller.taxNumber ? element('ram:ID', invoice.seller.taxNumber, ' schemeID="FC"') : '',
  ]
    .filter(Boolean)
    .map((id) => `<ram:SpecifiedTaxRegistration>${id}</ram:SpecifiedTaxRegistration>`)
    .join('');
  const lineItems = lines.map((line, index) => {
    const netPrice = line.quantity > 0 ? line.net / 100 / line.quantity : line.net / 100;
    return [
      '<ram:IncludedSupplyChainTradeLineItem>',
      `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>`,
      `<ram:SpecifiedTradeProduct>${element('ram:Name', line.name)}</ram:SpecifiedTradeProduct>`,
      '<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>',
      `<ram:ChargeAmount>${ciiDecimal(netPrice, 4)}</ram:ChargeAmount>`,
      '</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>',
      `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="${line.unitCode}">${ciiDecimal(line.quantity, 4)}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
      '<ram:SpecifiedLineTradeSettlement>',
      `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${categoryOf(line.rate)}</ram:CategoryCode><ram:RateApplicablePercent>${ciiDecimal(line.rate, 2)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`,
      `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(line.net)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
      '</ram:SpecifiedLineTradeSettlement>',
      '</ram:IncludedSupplyChainTradeLineItem>',
    ].join('');
  });
  const taxes = invoice.taxes.map((row) =>
    [
      '<ram:ApplicableTradeTax>',
      `<ram:CalculatedAmount>${amount(row.tax)}</ram:CalculatedAmount>`,
      '<ram:TypeCode>VAT</ram:TypeCode>',
      `<ram:BasisAmount>${amount(row.net)}</ram:BasisAmount>`,
      `<ram:CategoryCode>${categoryOf(row.rate)}</ram:CategoryCode>`,
      `<ram:RateApplicablePercent>${ciiDecimal(row.rate, 2)}</ram:RateApplicablePercent>`,
      '</ram:ApplicableTradeTax>',
    ].join(''),
  );
  const buyerName = invoice.customer.company?.trim() || invoice.customer.name;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    '<rsm:ExchangedDocumentContext>',
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${FACTUR_X_EN16931_GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>`,
    '</rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument>',
    element('ram:ID', String(invoice.number)),
    '<ram:TypeCode>380</ram:TypeCode>',
    `<ram:IssueDateTime><udt:DateTimeString format="102">${ciiDate(invoice.issueDate)}</udt:DateTimeString></ram:IssueDateTime>`,
    `<ram:IncludedNote><ram:Content>${escapeMarkup(`Filiale: ${invoice.seller.branchName}`)}</ram:Content></ram:IncludedNote>`,
    '</rsm:ExchangedDocument>',
    '<rsm:SupplyChainTradeTransaction>',
    ...lineItems,
    '<ram:ApplicableHeaderTradeAgreement>',
    '<ram:SellerTradeParty>',
    element('ram:Name', invoice.seller.name),
    addressXml(seller),
    taxRegistrations,
    '</ram:SellerTradeParty>',
    '<ram:BuyerTradeParty>',
    element('ram:Name', buyerName),
    invoice.customer.company?.trim() && invoice.customer.name
      ? `<ram:DefinedTradeContact>${element('ram:PersonName', invoice.customer.name)}</ram:DefinedTradeContact>`
      : '',
    addressXml(buyer),
    '</ram:BuyerTradeParty>',
    `<ram:SellerOrderReferencedDocument>${element('ram:IssuerAssignedID', invoice.orderReference)}</ram:SellerOrderReferencedDocument>`,
    '</ram:ApplicableHeaderTradeAgreement>',
    '<ram:ApplicableHeaderTradeDelivery>',
    `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">${ciiDate(invoice.supplyDate)}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>`,
    '</ram:ApplicableHeaderTradeDelivery>',
    '<ram:ApplicableHeaderTradeSettlement>',
    `<ram:InvoiceCurrencyCode>${currency}</ram:InvoiceCurrencyCode>`,
    `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>${PAYMENT_MEANS_CODES[paymentMethod] ?? '1'}</ram:TypeCode>${element('ram:Information', invoice.paymentMethod)}</ram:SpecifiedTradeSettlementPaymentMeans>`,
    ...taxes,
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `<ram:LineTotalAmount>${amount(lines.reduce((sum, line) => sum + line.net, 0))}</ram:LineTotalAmount>`,
    `<ram:TaxBasisTotalAmount>${amount(invoice.totalNet)}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="${currency}">${amount(invoice.totalTax)}</ram:TaxTotalAmount>`,
    `<ram:GrandTotalAmount>${amount(invoice.totalGross)}</ram:GrandTotalAmount>`,
    `<ram:TotalPrepaidAmount>${amount(invoice.totalGross)}</ram:TotalPrepaidAmount>`,
    '<ram:DuePayableAmount>0.00</ram:DuePayableAmount>',
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    '</ram:ApplicableHeaderTradeSettlement>',
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
  ].join('\n');
}
