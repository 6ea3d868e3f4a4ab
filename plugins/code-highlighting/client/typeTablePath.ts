/** Where the build puts pages' type tables, under the site's baseUrl (../typeTable.ts). */
export const TYPE_TABLE_PATH = 'assets/types/';
