const blocks = [];
for (;;) blocks.push(new Array(1 << 20).fill(1.5));
