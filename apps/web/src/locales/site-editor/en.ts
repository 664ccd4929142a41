// English: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'Drag to change the order',
      moveUp: 'Move {{name}} up',
      moveDown: 'Move {{name}} down',
      remove: 'Remove {{name}}',
      add: 'Add {{name}}',
      missing: 'No longer on sale online',
      nonePicked: 'Nothing picked yet: search below and add.',
      noMatch: 'Nothing matches “{{query}}”',
      search: {
        products: 'Search your products by name',
        categories: 'Search your categories by name',
      },
      empty: {
        products: 'Your store has no products on sale online yet.',
        categories: 'Your store has no visible categories yet.',
      },
    },
    conflict: {
      title: 'Changed in another window',
      message: 'This website was changed in another window.',
      hint: 'Load the latest version to keep editing. Changes made here since the last save will be replaced.',
      loadLatest: 'Load the latest',
    },
  },
};
