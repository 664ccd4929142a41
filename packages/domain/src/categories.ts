// Category (product group) tree rules of shared-blocks.md §3-§5, §8, §9: three levels, breadcrumbs,
// hide/unhide cascade and refusal, check propagation, delete → 'Other', reorder, and the messages;
// gathered from their files so importers name one module.
export * from './category-changes.ts';
export * from './category-model.ts';
export * from './category-tree.ts';
