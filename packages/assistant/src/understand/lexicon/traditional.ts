// Traditional → simplified, one character at a time, for agents who type traditional characters
// (customers or agents from Hong Kong, Macau or Taiwan, or a traditional-character input method).
// Source: OpenCC's TSCharacters table (opencc-js 1.4.2), keeping only traditional characters with
// exactly one simplified form that are not themselves simplified characters with a meaning of their
// own (乾, 瞭, 藉, 徵, 夥 are left alone), ranked by how often the simplified character occurs in
// data/catalogue/catalogue.json and in the labelled agent questions; the 430 most frequent are kept.
// Format: consecutive pairs, traditional then simplified ('險险費费…'), read two characters at a time.
export const TRADITIONAL_TO_SIMPLIFIED: string =
  '險险閤合衕同費费們们為为爲为額额嵗岁歲岁𡻕岁時时麼么醫医療疗條条單单給给後后嗎吗週周個个箇个內内現现價价間间請请還还萬万發发髮发賠赔買买終终傷伤齣出壽寿証证證证覈核責责戶户應应計计' +
  '無无復复複复對对癥症駛驶續续齡龄產产産产準准過过約约駕驾診诊擔担寬宽業业滿满實实貸贷會会猶犹經经並并併并幷并體体傢家這这確确領领選选減减報报車车錢钱與与規规機机緻致書书載载噹当當当' +
  '釦扣養养殘残沒没別别彆别導导錶表構构銷销傭佣結结殺杀亂乱註注於于輕轻類类關关據据繳缴劃划務务變变長长種种議议門门協协權权開开說说説说資资幾几動动補补麪面麫面麵面義义職职狀状該该區区' +
  '預预較较薦荐從从數数啓启啟启適适傳传兩两國国來来節节兒儿製制問问審审裝装達达餘余設设雙双幫帮爭争沖冲衝冲訂订際际項项嚮向曏向戰战況况參参蔘参汙污軍军輻辐繼继屬属躉趸纍累辦办迴回監监' +
  '專专強强響响檢检範范詢询擇择訴诉護护佈布遠远換换賣卖簽签籤签隻只埰采寀采採采査查償偿圍围寶宝異异話话剛刚遺遗驗验恆恒簡简點点決决瀾澜風风遞递係系損损繫系銀银須须鬆松鬚须員员壓压朮术' +
  '術术釋释媽妈級级稅税纔才豐丰寧宁帶带頁页訟讼雜杂賬账財财礎础調调頻频聲声滅灭稱称觀观優优樣样執执標标講讲獲获穫获電电寫写則则屆届懷怀視视貴贵師师慮虑葯药藥药裏里裡里評评煙烟綵彩菸烟' +
  '彔录斷断錄录録录處处總总誰谁穩稳紅红牴抵頤颐醣糖鑑鉴鑒鉴騎骑敎教礙碍質质儲储徑径旣既逕径厤历曆历歷历紹绍綫线線线轉转張张備备卽即將将牀床網网見见運运圖图暢畅進进頭头陽阳論论記记聯联' +
  '學学樹树認认漲涨潛潜獨独購购錯错題题羣群細细賽赛墊垫積积謝谢踰逾噁恶惡恶桿杆眞真腎肾腫肿隨随鶴鹤債债塊块慣惯憑凭統统臟脏髒脏綜综蓋盖讓让矯矫組组營营蘭兰韆千傘伞夠够巖岩衛卫讀读離离' +
  '靈灵僅仅凈净極极槓杠淨净脩修臨临覺觉誤误貝贝貨货難难喫吃榮荣澤泽絕绝絶绝閉闭齊齐昇升濟济藍蓝陞升倆俩婦妇碼码親亲順顺場场維维隱隐勞劳樂乐燒烧瞞瞒試试嚴严幹干態态摺折榦干納纳託托負负' +
  '唸念團团敗败檯台溼湿濕湿爺爷瘡疮筆笔糰团紀纪臺台階阶顯显颱台饋馈曉晓測测糾纠號号訪访許许諾诺農农鎖锁';
