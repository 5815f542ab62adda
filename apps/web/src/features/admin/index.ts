// The admin screens, one per admin route (app/routes/admin).
export { AdminPanel } from './components/admin-panel';
export { AdminProblems } from './components/admin-problems';
export { AdminVideos } from './components/admin-videos';
export { CreateProblem } from './components/create-problem';
export { DeleteProblems } from './components/delete-problems';
export { UpdateProblem } from './components/update-problem';
export { VideoUpload } from './components/video-upload';
