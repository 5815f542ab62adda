import { useParams } from 'react-router';

import { VideoUpload } from '../../../features/admin';

export default function AdminUploadRoute() {
  const { problemId = '' } = useParams();
  return <VideoUpload key={problemId} problemId={problemId} />;
}
