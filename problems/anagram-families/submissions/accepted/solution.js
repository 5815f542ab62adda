var groupAnagrams = function (strs) {
  const families = new Map(); // sorted letters -> the family's words, in the order of strs
  for (const word of strs) {
    const key = word.split('').sort().join('');
    if (!families.has(key)) families.set(key, []);
    families.get(key).push(word);
  }
  return [...families.values()];
};
