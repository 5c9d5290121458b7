/**
 * The benches measure what production runs: React and the other libraries in their production builds. Imported
 * first by run-all.ts, before anything loads React. Without it, React loaded in its development build, then the
 * Vite build this process runs set NODE_ENV=production, and the react-dom/server that the mail renderer imports
 * later came in its production build: the two halves did not fit ("dispatcher.getOwner is not a function") and
 * the mail bench sent nothing.
 */
process.env.NODE_ENV = 'production';
