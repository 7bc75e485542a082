import { PostsPanel } from './PostsPanel';

const AddAwardsPage = () => <PostsPanel kind="awards" />;

export default AddAwardsPage;
