export default {
  rest: { defaultLimit: 25, maxLimit: Number(process.env.API_MAX_LIMIT) || 100, withCount: true },
};
