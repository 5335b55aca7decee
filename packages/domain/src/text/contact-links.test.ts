import { describe, expect, it } from 'vitest';
import { buildBranch } from '../testing/factories.ts';
import {
  emailHref,
  internationalPhoneDigits,
  onlyPublicBranch,
  telephoneHref,
  whatsappUrl,
} from './contact-links.ts';

describe('telephoneHref and emailHref', () => {
  it.each([
    ['+49 89 20194410', 'tel:+498920194410'],
    ['089 / 201 944-10', 'tel:08920194410'],
    [' +43 (0)1 234 ', 'tel:+4301234'],
    ['', 'tel:'],
  ])('telephoneHref(%j) = %j', (phone, href) => {
    expect(telephoneHref(phone)).toBe(href);
  });

  it('builds a mailto link', () => {
    expect(emailHref(' info@example.com ')).toBe('mailto:info@example.com');
  });
});

describe('WhatsApp link (spec §7 messaging deep link)', () => {
  it.each<[string, string | undefined, string | null]>([
    ['+49 89 20194410', undefined, '498920194410'],
    ['0049 89 20194410', undefined, '498920194410'],
    ['089 20194410', undefined, '498920194410'],
    ['0664 1234567', '43', '436641234567'],
    ['498920194410', undefined, '498920194410'],
    ['+43 664-123 45 67', undefined, '436641234567'],
    ['00', undefined, null],
    ['', undefined, null],
    ['keine Nummer', undefined, null],
  ])('internationalPhoneDigits(%j, %j) = %j', (phone, country, digits) => {
    expect(internationalPhoneDigits(phone, country)).toBe(digits);
  });

  it('links to wa.me with the international digits', () => {
    expect(whatsappUrl('+49 341 30867720')).toBe('https://wa.me/4934130867720');
    expect(whatsappUrl('  ')).toBeNull();
  });
});

describe('onlyPublicBranch (spec §2 home page teasers: exactly one branch)', () => {
  const zentrum = buildBranch({ id: 1 });
  const hafen = buildBranch({ id: 2 });
  const hidden = buildBranch({ id: 3, isPublic: false });
  const disabled = buildBranch({ id: 4, isEnabled: false });

  it.each([
    ['no branch', [], null],
    ['one public branch', [zentrum], 1],
    ['two public branches', [zentrum, hafen], null],
    ['one public beside a non-public and a disabled one', [hidden, zentrum, disabled], 1],
    ['only a non-public branch', [hidden], null],
    ['only a disabled branch', [disabled], null],
  ])('%s', (_name, branches, id) => {
    expect(onlyPublicBranch(branches)?.id ?? null).toBe(id);
  });
});
