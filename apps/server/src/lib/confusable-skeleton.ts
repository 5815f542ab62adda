import unhomoglyph from 'unhomoglyph';

/**
 * The Unicode TR #39 skeleton of a text: decomposed (NFD), each character replaced by its
 * prototype in Unicode's confusables table (unhomoglyph ships it), decomposed again. Two texts that
 * a reader could take for one another have the same skeleton: Cyrillic "Аdmin" and "Admin", "ADMlN"
 * and "ADMIN", "rn" and "m". A skeleton is for comparing, never for showing.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
