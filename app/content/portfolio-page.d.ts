declare module 'virtual:portfolio-page' {
  import type { PortfolioContent } from './projects.ts';

  /**
   * The portfolio page's own text, without its projects
   * (scripts/build/featured-projects.ts): the page's script carries no project.
   */
  const page: Omit<PortfolioContent, 'projects'>;
  export default page;
}
