/** An x-api URL as a fastify route: '/service-desk/api/vendor/{id}' -> '/service-desk/api/vendor/:id'. */
export const routePath = (url: string) => url.replace(/\{(\w+)\}/g, ':$1');
