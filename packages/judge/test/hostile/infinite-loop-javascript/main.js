let counter = 0;
while (counter >= 0) counter = (counter * 31 + 7) & 0xffffff;
console.log(counter);
