type Grow<Item, Length extends number, Built extends unknown[] = []> = Built['length'] extends Length
  ? Built
  : Grow<Item, Length, [...Built, [Item, Built['length']]]>;
type Repeat<Seed, Done extends unknown[] = []> = Done['length'] extends 999
  ? Done
  : Repeat<Seed, [...Done, Grow<[Seed, Done['length']], 999>]>;
const value: Repeat<'bomb'> = [];
console.log(value);
