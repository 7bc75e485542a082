import { PostsPanel } from './PostsPanel';

const AddPressPage = () => <PostsPanel kind="press" />;

export default AddPressPage;
