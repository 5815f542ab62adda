import { existsSync } from 'fs';
const paths: string[] = ['/work', '/root', '/home', '/var/cache/codeyard-judge', '/etc/passwd', '/etc/hostname', '/srv', '/opt'];
const visible: string[] = paths.filter((path) => existsSync(path));
console.log(visible.length === 0 ? 'none' : `visible ${visible.join(',')}`);
