// Virtual participation (docs/contests.md#virtual-participation): an ended contest taken on one's own
// clock. The contest screens show these; this feature imports nothing of contests (which imports it).
export { VirtualClock } from './components/virtual-clock';
export { VirtualParticipation } from './components/virtual-participation';
export { VirtualMomentNote, VirtualRowsSwitch } from './components/virtual-standings';
export { isVirtualRunGoing } from './utils/virtual-clock';
