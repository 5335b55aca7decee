/**
 * HTML bodies of the legal pages (sites of type 'default') and of the matching text settings
 * (imprintText, privacyPolicyText, termsAndConditionsText, allergensText). All details are fictional.
 */
const DEMO_NOTE =
  '<p><em>Hinweis: Dies ist ein Demo-Shop. Alle Angaben auf dieser Seite sind frei erfunden.</em></p>';

export const IMPRINT_HTML = `<h1>Impressum</h1>
<p><strong>Backstube Sonnenschein GmbH</strong><br>Leopoldstraße 42<br>80802 München</p>
<p>Telefon: +49 89 20194410<br>E-Mail: info@backstube-sonnenschein.example</p>
<p>Vertreten durch die Geschäftsführerin Sabine Sonnleitner.<br>Registergericht: Amtsgericht München, HRB 000000<br>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Sabine Sonnleitner, Anschrift wie oben.</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
${DEMO_NOTE}`;

export const PRIVACY_HTML = `<h1>Datenschutzerklärung</h1>
<h2>1. Verantwortliche Stelle</h2>
<p>Backstube Sonnenschein GmbH, Leopoldstraße 42, 80802 München, datenschutz@backstube-sonnenschein.example.</p>
<h2>2. Welche Daten wir verarbeiten</h2>
<p>Wenn Sie bestellen, verarbeiten wir Ihren Namen, Ihre Kontaktdaten, bei Lieferung Ihre Anschrift sowie Ihre Bestellung, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO).</p>
<h2>3. Cookies und Statistik</h2>
<p>Statistische Auswertungen und Kartendienste nutzen wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Ihre Einwilligung können Sie jederzeit widerrufen.</p>
<h2>4. Speicherdauer</h2>
<p>Bestelldaten bewahren wir so lange auf, wie es die handels- und steuerrechtlichen Aufbewahrungsfristen verlangen (bis zu zehn Jahre).</p>
<h2>5. Ihre Rechte</h2>
<ul><li>Auskunft, Berichtigung und Löschung</li><li>Einschränkung der Verarbeitung und Datenübertragbarkeit</li><li>Widerspruch und Beschwerde bei einer Aufsichtsbehörde</li></ul>
${DEMO_NOTE}`;

export const TERMS_HTML = `<h1>Allgemeine Geschäftsbedingungen</h1>
<h2>§ 1 Geltungsbereich</h2>
<p>Diese Bedingungen gelten für alle Bestellungen über den Online-Shop der Backstube Sonnenschein GmbH.</p>
<h2>§ 2 Vertragsschluss</h2>
<p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir Ihre Bestellung bestätigen. Bei Angebotsanfragen erhalten Sie zunächst ein unverbindliches Angebot.</p>
<h2>§ 3 Preise und Zahlung</h2>
<p>Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Mehrwertsteuer. Lieferkosten werden vor dem Absenden angezeigt.</p>
<h2>§ 4 Widerrufsrecht</h2>
<p>Für Lebensmittel, die schnell verderben können oder nach Kundenspezifikation angefertigt werden, besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 1 und 2 BGB).</p>
${DEMO_NOTE}`;

export const ALLERGENS_HTML = `<h1>Allergene und Zusatzstoffe</h1>
<p>Gemäß der Lebensmittelinformationsverordnung (LMIV) kennzeichnen wir die 14 Hauptallergene bei jedem Produkt. In unserer Backstube werden alle Allergene verarbeitet; Spuren können wir daher nicht ausschließen.</p>
<table><thead><tr><th>Kürzel</th><th>Allergen</th></tr></thead><tbody>
<tr><td>A</td><td>Glutenhaltiges Getreide (Weizen, Roggen, Gerste, Hafer, Dinkel)</td></tr>
<tr><td>B</td><td>Krebstiere</td></tr><tr><td>C</td><td>Eier</td></tr><tr><td>D</td><td>Fisch</td></tr>
<tr><td>E</td><td>Erdnüsse</td></tr><tr><td>F</td><td>Soja</td></tr><tr><td>G</td><td>Milch (einschließlich Laktose)</td></tr>
<tr><td>H</td><td>Schalenfrüchte (Mandeln, Haselnüsse, Walnüsse, Cashewkerne …)</td></tr>
<tr><td>L</td><td>Sellerie</td></tr><tr><td>M</td><td>Senf</td></tr><tr><td>N</td><td>Sesam</td></tr>
<tr><td>O</td><td>Schwefeldioxid und Sulfite</td></tr><tr><td>P</td><td>Lupinen</td></tr><tr><td>R</td><td>Weichtiere</td></tr>
</tbody></table>
<p>Fragen Sie gerne unser Personal – wir beraten Sie persönlich.</p>`;
