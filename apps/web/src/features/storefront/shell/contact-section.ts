/** spec §2 Header/Footer: the id of the footer's contact section that "Kontakt" scrolls to. */
export const CONTACT_SECTION_ID = 'contact';
