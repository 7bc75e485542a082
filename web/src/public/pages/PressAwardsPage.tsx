const PressAwardsPage = () => <h1>Press, awards and testimonials</h1>;

export default PressAwardsPage;
