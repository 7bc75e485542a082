import { PostsPanel } from './PostsPanel';

const AddTestimonialsPage = () => <PostsPanel kind="testimonials" />;

export default AddTestimonialsPage;
