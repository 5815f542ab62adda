import * as net from 'net';
const socket: net.Socket = net.connect({ host: '1.1.1.1', port: 80, timeout: 500 });
socket.on('connect', () => {
  console.log('connected');
  socket.destroy();
});
socket.on('error', () => console.log('blocked'));
socket.on('timeout', () => {
  console.log('blocked');
  socket.destroy();
});
