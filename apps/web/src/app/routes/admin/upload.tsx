import { useParams } from 'react-router';

import { VideoUpload } from '../../../features/admin/components/video-upload';

export default function AdminUploadRoute() {
  const { problemId = '' } = useParams();
  return <VideoUpload key={problemId} problemId={problemId} />;
}
