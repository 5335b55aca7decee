import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentContentValue } from './content.presenter.ts';
import { safeLinkUrl, sanitizeRichText } from './content.sanitizer.ts';

/**
 * docs/budgets.md S10: whatever HTML staff save, what the API sends contains no script, no event handler
 * and no javascript: (or other foreign-scheme) URL. Checked with a payload corpus and with
 * generated documents that mix allowed markup with dangerous fragments.
 */

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p ul ol li table caption thead tbody tfoot tr th td a strong em u s br blockquote img'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'class',
]);
/** The only classes that pass: the editor's alignment, on p, h2, h3 and li. */
const ALIGNMENT_CLASSES = new Set(
  ['left', 'center', 'right', 'justify'].map((a) => `text-align-${a}`),
);
const ALIGNABLE_TAGS = new Set(['p', 'h2', 'h3', 'li']);

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Browsers drop control characters and white space inside a URL's scheme. */
const stripControlCharacters = (text: string) =>
  Array.from(text)
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code > 0x20 && code !== 0x7f;
    })
    .join('');

/** Every problem a browser could execute, found in sanitised output; empty when it is safe. */
function findDangers(html: string): string[] {
  const dangers: string[] = [];
  // Outside tags, a '<' must start a tag; the sanitiser escapes every other one.
  for (const tag of html.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)) {
    const name = (tag[1] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(name)) dangers.push(`tag <${name}>`);
    const attributeText = tag[2] ?? '';
    // sanitize-html always writes attributes as name="value" with the value escaped.
    const rest = attributeText.replace(
      /\s+([^\s=]+)="([^"]*)"/g,
      (_all, attribute: string, raw: string) => {
        const attributeName = attribute.toLowerCase();
        if (!ALLOWED_ATTRIBUTES.has(attributeName)) dangers.push(`attribute ${attributeName}`);
        if (attributeName === 'class' && !(ALIGNABLE_TAGS.has(name) && ALIGNMENT_CLASSES.has(raw)))
          dangers.push(`class ${raw} on <${name}>`);
        if (attributeName === 'href' || attributeName === 'src') {
          const url = stripControlCharacters(decodeEntities(raw)).toLowerCase();
          const scheme = /^([^/?#]*?):/.exec(url)?.[1];
          const allowed = attributeName === 'src' ? ['https'] : ['http', 'https', 'mailto', 'tel'];
          if (scheme !== undefined && !allowed.includes(scheme))
            dangers.push(`${attributeName} ${url}`);
          if (url.startsWith('//') || url.startsWith('\\')) dangers.push(`${attributeName} ${url}`);
        }
        return '';
      },
    );
    if (rest.replace(/\s|\//g, '') !== '') dangers.push(`unparsed attributes ${rest}`);
  }
  const text = html.replace(/<[^>]*>/g, '');
  if (text.includes('<')) dangers.push('raw <');
  return dangers;
}

// A corpus after the OWASP XSS filter evasion cheat sheet, plus editor-shaped variants.
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onload="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav	ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<img src="data:image/svg+xml;base64,PHN2Zy9vbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="http://insecure.example/a.png">',
  '<img src="//evil.example/a.png">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x0D;script:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" target="_self">ok</a>',
  '<a href="/store/x" onmouseover=alert(1)>x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p onclick=alert(1)>x</p>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div><![CDATA[<script>alert(1)</script>]]></div>',
  '<!--<script>alert(1)</script>-->',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://ok.example">ok</a><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="//evil.example">x</a>',
  '<p style="text-align: center; background:url(javascript:alert(1))">x</p>',
  '<p style="text-align:expression(alert(1))">x</p>',
  '<p style="x:expression(alert(1)); text-align: right">x</p>',
  '<h2 style="text-align: center" onclick="alert(1)">x</h2>',
  '<p class="text-align-center" onmouseover="alert(1)">x</p>',
  '<p class="text-align-center&quot; onclick=&quot;alert(1)">x</p>',
  '<li style="text-align: left&quot;><script>alert(1)</script>">x</li>',
  '<div style="text-align:center"><script>alert(1)</script>x</div>',
];

describe('sanitizeRichText (docs/budgets.md S10)', () => {
  it.each(CORPUS)('neutralises %s', (payload) => {
    const output = sanitizeRichText(payload);
    expect(findDangers(output)).toEqual([]);
    expect(output.toLowerCase()).not.toMatch(/<script|javascript:|onerror|onload|onclick/);
  });

  it('keeps the allowed markup of the rich-text editor', () => {
    const html =
      '<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em> <u>unter</u> <s>durch</s><br>Zeile</p>' +
      '<ul><li>eins</li></ul><ol start="3"><li>drei</li></ol><blockquote>Zitat</blockquote>' +
      '<table><thead><tr><th scope="col">Tag</th></tr></thead><tbody><tr><td colspan="2">Mo</td></tr></tbody></table>' +
      '<p><a href="/site/imprint">intern</a> <a href="mailto:info@example.com">Mail</a> <a href="tel:+4930123">Tel</a></p>' +
      '<img src="/image/1-1.webp" alt="Brot" width="800" height="500"><img src="https://cdn.example/a.png" alt="">';
    // Void elements come back in their XHTML spelling, which browsers read the same way.
    expect(sanitizeRichText(html)).toBe(html.replace(/<(br|img)([^>]*)>/g, '<$1$2 />'));
  });

  it.each([
    ['<p style="text-align: center;">x</p>', '<p class="text-align-center">x</p>'],
    ['<h2 style="TEXT-ALIGN:right">x</h2>', '<h2 class="text-align-right">x</h2>'],
    ['<h3 style="text-align: justify">x</h3>', '<h3 class="text-align-justify">x</h3>'],
    [
      '<ul><li style="text-align: left;">x</li></ul>',
      '<ul><li class="text-align-left">x</li></ul>',
    ],
    ['<p align="center">x</p>', '<p class="text-align-center">x</p>'],
    ['<p class="text-align-right">x</p>', '<p class="text-align-right">x</p>'],
    [
      '<p class="text-align-right" style="text-align: left">x</p>',
      '<p class="text-align-left">x</p>',
    ],
    [
      '<p style="color: red; text-align: center; font-size: 80px">x</p>',
      '<p class="text-align-center">x</p>',
    ],
  ])('keeps the editor’s alignment of %s as a class', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it.each([
    ['<p style="color: red">x</p>', '<p>x</p>'],
    ['<p style="text-align: start">x</p>', '<p>x</p>'],
    ['<p style="text-align: center !important">x</p>', '<p>x</p>'],
    ['<p style="text-align: centerx">x</p>', '<p>x</p>'],
    ['<p class="rot text-align-middle">x</p>', '<p>x</p>'],
    ['<p class="text-align-center rot">x</p>', '<p class="text-align-center">x</p>'],
    ['<h1 style="text-align: center">x</h1>', '<h1>x</h1>'],
    ['<td style="text-align: center">x</td>', '<td>x</td>'],
    [
      '<strong class="text-align-center" style="text-align: center">x</strong>',
      '<strong>x</strong>',
    ],
    ['<blockquote align="center">x</blockquote>', '<blockquote>x</blockquote>'],
  ])('lets no other style or class pass: %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('opens external links in a new tab without the opener, and never trusts the author’s target', () => {
    expect(
      sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/store/x" target="_blank">x</a>')).toBe(
      '<a href="/store/x">x</a>',
    );
  });

  it('keeps the text of dropped tags but not the content of scripts and styles', () => {
    expect(sanitizeRichText('<div><span>Hallo</span></div><script>böse()</script>')).toBe('Hallo');
    expect(sanitizeRichText('<style>p{}</style>Text')).toBe('Text');
  });

  it('leaves no danger in generated documents', () => {
    const fragment = fc.oneof(
      fc.constantFrom(...CORPUS),
      fc.constantFrom(
        '<p>',
        '</p>',
        '<a href="',
        '">',
        '</a>',
        '<img src=',
        ' onerror=',
        ' on',
        'load=',
        'javascript:',
        'java',
        'script:',
        '&#x3A;',
        '&#58;',
        '&colon;',
        '\t',
        '\n',
        '\u0000',
        '<',
        '>',
        '"',
        "'",
        '`',
        '=',
        '<scr',
        'ipt>',
        '</script>',
        '<svg',
        '<iframe',
        '<!--',
        '-->',
        '<![CDATA[',
        ' style="x:expression(alert(1))"',
        ' style="text-align: center"',
        ' style="text-align:',
        ' class="text-align-',
        'center',
        ' align="right"',
        '<p',
        '<h2',
        '<li',
        'https://example.com',
        '/site/x',
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 24 }), (parts) => {
        const output = sanitizeRichText(parts.join(''));
        expect(findDangers(output)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('safeLinkUrl', () => {
  it.each([
    ['/store/muenchen-schwabing', '/store/muenchen-schwabing'],
    ['site/imprint', 'site/imprint'],
    ['#kontakt', '#kontakt'],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+49891234', 'tel:+49891234'],
    [' https://example.com ', 'https://example.com'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' java\tscript:alert(1)', null],
    ['\u0001javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['vbscript:x', null],
    ['//evil.example', null],
    ['\\\\evil.example', null],
    ['', null],
  ])('%j → %j', (url, expected) => {
    expect(safeLinkUrl(url)).toBe(expected);
  });

  it('allows only https for frames', () => {
    expect(safeLinkUrl('https://player.vimeo.com/video/1', ['https'])).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(safeLinkUrl('http://player.example/1', ['https'])).toBeNull();
  });
});

describe('presentContentValue', () => {
  it('sanitises every rich-text field at any depth and empties unsafe link targets', () => {
    const value = {
      color: 'white',
      title: '<b>kein HTML-Feld</b>',
      text: '<p onclick="x()">Hallo</p><script>x()</script>',
      link: { linkUrl: 'javascript:alert(1)', linkLabel: 'Los', linkType: 'button' },
      columns: [
        { text: '<img src=x onerror=alert(1)>', link: { linkUrl: '/store/a' } },
        { url: 'http://insecure.example/embed', label: 'Video' },
        { url: 'https://player.example/1', label: 'Video' },
      ],
      content: [{ type: 'text', value: { text: '<a href="javascript:x">a</a>' } }],
      mainBlock: { columnText: '<iframe src="https://x.example"></iframe>Text' },
      slides: [{ file: { id: 'a', version: 1 }, text: 'Wochenangebote & mehr' }],
    };
    expect(presentContentValue(value)).toEqual({
      color: 'white',
      title: '<b>kein HTML-Feld</b>',
      text: '<p>Hallo</p>',
      link: { linkUrl: '', linkLabel: 'Los', linkType: 'button' },
      columns: [
        { text: '<img src="x" />', link: { linkUrl: '/store/a' } },
        { url: '', label: 'Video' },
        { url: 'https://player.example/1', label: 'Video' },
      ],
      content: [{ type: 'text', value: { text: '<a>a</a>' } }],
      mainBlock: { columnText: 'Text' },
      slides: [{ file: { id: 'a', version: 1 }, text: 'Wochenangebote &amp; mehr' }],
    });
  });
});

describe("the Tiptap editor's HTML (decision 036)", () => {
  it.each([
    [
      'an aligned heading becomes the alignment class',
      '<h2 style="text-align: center">Brot</h2>',
      '<h2 class="text-align-center">Brot</h2>',
    ],
    [
      'a link keeps its address and opens safely in a new window',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/brot"><strong>Brot</strong></a></p>',
      '<p><a href="https://example.org/brot" target="_blank" rel="noopener noreferrer"><strong>Brot</strong></a></p>',
    ],
    [
      "a table loses Tiptap's colgroup and inline widths, keeps its cells",
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th><th colspan="1" rowspan="1"><p>B</p></th></tr></tbody></table>',
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th><th colspan="1" rowspan="1"><p>B</p></th></tr></tbody></table>',
    ],
    [
      'source editing cannot add a handler or a script',
      '<p>Sauerteig</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
      '<p>Sauerteig</p><img src="x" />',
    ],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});
