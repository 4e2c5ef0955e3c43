export const HOME_EDITOR_PATH = '/admin/home';
export const FEATURED_ITEMS_PATH = '/admin/home/featured';
export const ABOUT_EDITOR_PATH = '/admin/about';
export const TEAM_MEMBERS_PATH = '/admin/about/team';
