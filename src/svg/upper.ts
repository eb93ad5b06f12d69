// The one way printed words are put in capitals. Greek capitals carry no accents or breathings
// ("Ἀθηνᾶ" → "ΑΘΗΝΑ", "Μάιος" → "ΜΑΪΟΣ"): the Greek locale's rule drops them, keeping a dialytika
// where the reader needs it; Latin capitals keep theirs ("SANTÍSIMA"), Cyrillic has none.
/** Greek and Coptic, and Greek Extended (the polytonic letters). */
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/u;
/** Marks a Greek capital drops: varia, oxia/tonos, psili, dasia, koronis, perispomeni, ypogegrammeni (not the dialytika, U+0308). */
const DROPPED = /[\u0300\u0301\u0313\u0314\u0343\u0342\u0345]/u;

/** `text` in capitals, Greek without its accents. */
export function upper(text: string): string {
  const up = text.toLocaleUpperCase('el');
  // a runtime without the full Unicode locale data keeps the accents: drop those still on a Greek letter
  return GREEK.test(up) ? dropGreekMarks(up) : up;
}

/** `text` with the marks Greek capitals drop taken off its Greek letters (other letters keep theirs). */
export function dropGreekMarks(text: string): string {
  let greek = false;
  let out = '';
  for (const ch of text.normalize('NFD')) {
    if (/\p{M}/u.test(ch)) {
      if (!(greek && DROPPED.test(ch))) out += ch;
      continue;
    }
    greek = GREEK.test(ch);
    out += ch;
  }
  return out.normalize('NFC');
}
