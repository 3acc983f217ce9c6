"""Arabic given names a bare personal name in Arabic prose starts with (``names``).

Written by hand for this project (common Arabic given names are public knowledge; no outside
list was copied). A name is left out when it is also an ordinary word, so that legal prose
never starts a name: سعيد (happy), كريم, أمين, عادل, جميل, حسن, نور, أمل, هدى, صالح, منصور,
ناصر (also "بنك ناصر"), مراد (intended), رشيد, نبيل, سامي ("المفوض السامي"), رضا, وفاء,
إيمان, أسماء, آمنة, كريمة, ملاك, رحمة, سهام (inheritance shares), رشا (bribes), دينا (a
debt, "دينا في الذمة"), عمر (age, "عمر المتهم"), علي (typed for على), أشرف (a verb), بدر,
سلطان, مالك, فارس, جمال, كمال, توفيق and the like. Each kept name was checked not to occur as
a word (alone or with a clitic و ف ب ل ك ال) in the Arabic legal texts of the shared and
evaluation corpora, except as a person's name.

Compound names with عبد are listed joined (عبدالله); the pattern also accepts them spaced
(عبد الله). Names are listed with and without the hamza of their first alif where both
spellings are common.
"""

_NAMES = """
    محمد أحمد احمد محمود مصطفى عثمان خالد يوسف إبراهيم ابراهيم إسماعيل اسماعيل يعقوب إسحاق
    اسحاق موسى عيسى يحيى زكريا سليمان داود هارون طارق زياد فيصل حمزة بلال أنس معاذ حسين
    الحسين ياسين ياسر هشام فؤاد سمير عماد إياد أيمن أسامة اسامة بسام ثامر حاتم حمدي رامي سفيان
    شادي طه عدنان عصام علاء عمرو غسان فادي فراس فهد قاسم لطفي ماجد مازن مروان مهدي نزار هاني
    هيثم وائل يونس إدريس ادريس مهند سعود نايف جعفر منذر مجدي مصعب صهيب
    عبدالله عبدالرحمن عبدالعزيز عبدالقادر عبدالكريم عبدالمجيد عبدالرحيم عبداللطيف عبدالحميد
    عبدالسلام عبدالحكيم عبدالوهاب عبدالفتاح عبدالناصر عبدالمنعم عبدالرزاق عبدالجليل عبدالحفيظ
    عبدالستار عبدالباسط عبدالغني عبدالملك عبدالإله عبدالاله
    فاطمة عائشة خديجة زينب مريم سارة ليلى سلمى رانيا لينا ريم هند سعاد نادية سميرة نوال نجلاء
    عبير ياسمين لبنى رقية حفصة سوسن شيماء مها نسرين هيفاء أسيل غادة نعيمة حليمة صفية مليكة
    سلوى إسراء اسراء
"""

ARABIC_GIVEN_NAMES: frozenset[str] = frozenset(_NAMES.split())
"""138 names, spelled without diacritics."""
