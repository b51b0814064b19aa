export declare const PAGE_PARAMS: readonly ['page', 'theme_id', 'keyword', 'type', 'major_id', '_rsc']
export declare function pageQuery(search: string): string
export declare function pageAddress(url: string): string
