const AddTestimonialsPage = () => <h1>Testimonials</h1>;

export default AddTestimonialsPage;
