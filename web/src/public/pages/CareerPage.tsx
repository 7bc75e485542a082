const CareerPage = () => <h1>Career</h1>;

export default CareerPage;
