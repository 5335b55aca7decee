import { createHash } from 'node:crypto';
import fontkit from '@pdf-lib/fontkit';
import { escapeMarkup, FACTUR_X_FILE_NAME } from '@shop/domain';
import { AFRelationship, type PDFDocument, type PDFFont, PDFHexString, PDFName } from 'pdf-lib';
import { srgbIccProfile } from '../../platform/srgb-icc.ts';
import { fontFile, woffToSfnt } from '../catalogue/fonts/font-files.ts';

/**
 * An invoice PDF as a Factur-X / ZUGFeRD e-invoice (docs/decisions/052-e-invoices-factur-x.md):
 * PDF/A-3b with the EN 16931 XML attached as `factur-x.xml` (AFRelationship "Alternative", as
 * ZUGFeRD asks in Germany), the XMP metadata that names PDF/A-3b and the Factur-X profile, an
 * sRGB output intent and embedded fonts (PDF/A allows no font outside the file, so the
 * self-hosted Roboto replaces the standard Helvetica).
 */

const PRODUCER = 'Backstube Online-Bestellsystem';

/** Roboto regular and bold of the self-hosted fonts, embedded as subsets. */
export async function embedPdfAFonts(pdf: PDFDocument): Promise<{ font: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const load = async (name: string) => {
    const file = await fontFile(name);
    if (!file) throw new Error(`Schrift ${name} fehlt`);
    return pdf.embedFont(woffToSfnt(file.bytes), { subset: true });
  };
  return {
    font: await load('roboto-latin-400-normal.woff'),
    bold: await load('roboto-latin-700-normal.woff'),
  };
}

/** XMP of a Factur-X PDF/A-3b: PDF/A id, Dublin Core, dates, producer, the fx schema and its description. */
function xmpOf(input: { title: string; author: string; date: Date }): string {
  const date = input.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>',
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeMarkup(input.title)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${escapeMarkup(input.author)}</rdf:li></rdf:Seq></dc:creator></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${PRODUCER}</pdf:Producer></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>`,
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
    '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>',
    '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    '<pdfaSchema:prefix>fx</pdfaSchema:prefix>',
    '<pdfaSchema:property><rdf:Seq>',
    property('DocumentFileName', 'name of the embedded XML invoice file'),
    property('DocumentType', 'INVOICE'),
    property('Version', 'The actual version of the Factur-X XML schema'),
    property('ConformanceLevel', 'The conformance level of the embedded Factur-X data'),
    '</rdf:Seq></pdfaSchema:property>',
    '</rdf:li></rdf:Bag></pdfaExtension:schemas>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * Makes a drawn invoice a Factur-X PDF/A-3b: attaches the XML, writes the XMP metadata, the
 * sRGB output intent, the producer and the file id. Call after drawing, before `save`.
 */
export async function makeFacturX(
  pdf: PDFDocument,
  input: { xml: string; title: string; author: string; date: Date },
): Promise<void> {
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  await pdf.attach(Buffer.from(input.xml, 'utf8'), FACTUR_X_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'Factur-X/ZUGFeRD-Rechnung (EN 16931)',
    creationDate: input.date,
    modificationDate: input.date,
    afRelationship: AFRelationship.Alternative,
  });
  const { context, catalog } = pdf;
  const xmp = Buffer.from(xmpOf(input), 'utf8');
  const metadata = context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));
  const icc = srgbIccProfile();
  const profile = context.register(context.stream(icc, { N: 3, Length: icc.length }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFHexString.fromText('sRGB IEC61966-2.1'),
    Info: PDFHexString.fromText('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  // The same invoice gives the same file id (the XML holds everything that makes it this one).
  const id = PDFHexString.of(createHash('sha256').update(input.xml).digest('hex').slice(0, 32));
  context.trailerInfo.ID = context.obj([id, id]);
}
