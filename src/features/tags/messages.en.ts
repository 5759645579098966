/** The tags list and a tag's page. */
export const english = {
  'list.title': 'Tags',
  'list.filter': 'Filter tags',
  'list.loadError': 'Could not load tags',
  'list.nothingYet':
    'Tag a company or person from its page, or several at once from the companies or people list; their tags are listed here.',
  'list.showAll': 'Show all tags',
  'list.name': 'Name',
  'list.kind': 'Kind',
  'list.kindSuperTag': 'SuperTag',
  'list.kindTag': 'Tag',
  'detail.notFound': 'Tag not found',
  'detail.allTags': 'All tags',
  'detail.notFoundText':
    'No record carries a tag “{{name}}”: it may have been removed from the last one. Pick a tag from the list instead.',
  'detail.title': 'Tag “{{name}}”',
  'detail.documentTitle': 'Tag {{name}}',
  'detail.superTag': 'SuperTag: see its fields and values',
  'detail.companies': 'Companies',
  'detail.companiesError': 'Could not load the tagged companies',
  'detail.noCompanies': 'No company carries this tag. Tag one from its page.',
  'detail.allCompanies': 'All companies tagged “{{name}}”',
  'detail.people': 'People',
  'detail.peopleError': 'Could not load the tagged people',
  'detail.noPeople': 'Nobody carries this tag. Tag a person from their page.',
  'detail.allPeople': 'All people tagged “{{name}}”',
  'empty.noMatch': 'No tags contain “{{filter}}”',
  'empty.noMatchHint':
    'Check the spelling, search for part of it, or clear the search to see all tags.',
  'empty.nothingYet': 'No tags yet',
} as const;
