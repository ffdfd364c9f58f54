/** The product picker shared by the comparison, the calculator and the colour-page screens. */
export const pickerText = {
  searchPlaceholder: '搜索产品名称、公司或险种',
  search: '搜索',
  allKinds: '全部险种',
  allCompanies: '全部公司',
  ageLabel: '年龄',
  genderLabel: '性别',
  genders: [
    { value: '不限', label: '不限' },
    { value: 'M', label: '男' },
    { value: 'F', label: '女' },
  ],
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  noMore: '没有更多了',
  ages: (min: number, max: number) => `${min}-${max}周岁`,
};
