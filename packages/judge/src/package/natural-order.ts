/** "2.in" before "10.in": digit runs compare as numbers, the rest as text. */
export function naturalCompare(left: string, right: string): number {
  const leftParts = left.match(/\d+|\D+/g) ?? [];
  const rightParts = right.match(/\d+|\D+/g) ?? [];
  const count = Math.min(leftParts.length, rightParts.length);
  for (let index = 0; index < count; index++) {
    const leftPart = leftParts[index]!;
    const rightPart = rightParts[index]!;
    if (leftPart === rightPart) continue;
    const bothNumbers = /^\d/.test(leftPart) && /^\d/.test(rightPart);
    if (bothNumbers) {
      const difference = Number(leftPart) - Number(rightPart);
      if (difference !== 0) return difference;
      // "01" and "1": the shorter spelling first, so the order is still total.
      return leftPart.length - rightPart.length;
    }
    return leftPart < rightPart ? -1 : 1;
  }
  return leftParts.length - rightParts.length;
}
