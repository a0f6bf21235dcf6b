import type { Locale } from '@timber/i18n';

/**
 * The dashboard's PDF guide (spec §2 Dashboard: ./PDF/dashboard_{language}.pdf), one per product
 * language, printed to PDF by the web build (apps/web/vite.config.mts, guidePdfs) with Chromium.
 */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
}

export interface Guide {
  title: string;
  intro: string;
  sections: GuideSection[];
}

export const DASHBOARD_GUIDES: Record<Locale, Guide> = {
  en: {
    title: 'Timber back office: the dashboard',
    intro:
      'The dashboard is the first page after login. It shows what lies in the yard today, what came in and went out, and warns you of stock that has lain too long.',
    sections: [
      {
        heading: "Today's figures",
        paragraphs: [
          'Three cards show the remaining stock (logs and m³) and the logs confirmed in and out today. A sheet counts on the day it is confirmed, in your time zone; pending sheets (status 1 to 4) do not move stock.',
          'Volumes are shown with three decimals, as computed by the measuring standard of each sheet.',
        ],
      },
      {
        heading: 'Pictures and image search',
        paragraphs: [
          '"Pictures being processed" and "Pictures processed" open the image centre filtered by status. The search box opens it for an order number.',
          'In the image centre, "Device pictures" lists the pictures measuring devices sent with their logs. Filter by bus or sheet number, kind, feedback and days. While a number is filtered, a card can be deleted and later recovered. "Feedback" reports a wrong picture or reading once; the card then shows it as reported.',
        ],
      },
      {
        heading: 'Charts',
        paragraphs: [
          'The area chart shows the volume confirmed in and out on each of the last 30 days. The two rings show where the stock lies now: by wood kind and by location. Hover a point or a slice to read its value.',
        ],
      },
      {
        heading: 'Stock-age warning',
        paragraphs: [
          'A rule reads: warn me when a location holds at least N logs of one wood kind that came in M months ago or earlier. Choose "Add rule", enter the number of logs (1 or more) and the months (1 to 120), and save. The rule is checked at once and then regularly; each time a stock row crosses it, an alarm event is raised.',
          'The table "Stock over age" lists the rows over a rule now, with their aged logs, volume and oldest arrival. Selling or moving the old logs takes a row off the list. Delete a rule from "Rules" after confirming.',
        ],
      },
      {
        heading: 'Daily statistics and tools',
        paragraphs: [
          'Stock → Daily statistics lists the sheets confirmed on a day (today by default), stock-in or stock-out, by customer and wood kind. "Diameters" opens the breakdown of a row by diameter class and length.',
          'The volume calculator on the dashboard gives the diameter class and volume of one log under each standard from its long and short diameter and its length.',
        ],
      },
    ],
  },
  zh: {
    title: '木材后台管理：首页指南',
    intro: '首页是登录后的第一个页面，显示堆场今日库存、入库与出库情况，并对存放过久的库存进行预警。',
    sections: [
      {
        heading: '今日数据',
        paragraphs: [
          '三张卡片分别显示剩余库存（根数与方量）以及今日确认的入库和出库。单据按确认当天计入（以您的时区为准）；待处理单据（状态 1 至 4）不影响库存。',
          '方量保留三位小数，按各单据的检尺标准计算。',
        ],
      },
      {
        heading: '图片与图片搜索',
        paragraphs: [
          '“处理中的图片”和“已处理的图片”会打开按状态筛选的图片中心；搜索框按单号打开图片中心。',
          '在图片中心，“设备图片”列出检尺设备随原木上传的图片，可按车号或单号、类型、反馈状态和日期筛选。按单号筛选时可以删除图片，之后可以恢复。“反馈”用于报告图片或读数有误，每张图片只能反馈一次。',
        ],
      },
      {
        heading: '图表',
        paragraphs: [
          '面积图显示近 30 天每天确认的入库与出库方量；两个环形图显示当前库存按树种和按库位的分布。将鼠标移到数据点上可查看数值。',
        ],
      },
      {
        heading: '库龄预警',
        paragraphs: [
          '一条规则的含义是：当某个库位某一树种在 M 个月前（含）入库的原木不少于 N 根时发出预警。点击“新增规则”，输入根数（至少 1）和月数（1 至 120）后保存。规则会立即检查，之后定期检查；库存每次越过规则都会产生一条预警事件。',
          '“超龄库存”表列出当前超过规则的库存，包括超龄根数、方量和最早入库日。出库或移库后，该行会从列表中消失。在“预警规则”中确认后可删除规则。',
        ],
      },
      {
        heading: '每日统计与工具',
        paragraphs: [
          '库存 → 每日出入库统计按日期（默认今天）列出当天确认的入库或出库单据，按客户和树种汇总。点击“径级明细”可查看按径级和长度的明细。',
          '首页的材积计算器可根据大头、小头直径和长度，计算一根原木在各标准下的径级和材积。',
        ],
      },
    ],
  },
  es: {
    title: 'Gestión de madera: el panel principal',
    intro:
      'El panel es la primera página tras iniciar sesión. Muestra lo que hay hoy en el patio, lo que entró y salió, y avisa del stock que lleva demasiado tiempo almacenado.',
    sections: [
      {
        heading: 'Cifras de hoy',
        paragraphs: [
          'Tres tarjetas muestran el stock restante (troncos y m³) y los troncos confirmados hoy en entradas y salidas. Una hoja cuenta el día en que se confirma, en su zona horaria; las hojas pendientes (estado 1 a 4) no mueven stock.',
          'Los volúmenes se muestran con tres decimales, calculados con el estándar de medición de cada hoja.',
        ],
      },
      {
        heading: 'Imágenes y búsqueda',
        paragraphs: [
          '«Imágenes en proceso» e «Imágenes procesadas» abren el centro de imágenes filtrado por estado; el buscador lo abre para un número de pedido.',
          'En el centro de imágenes, «Imágenes de dispositivos» muestra las imágenes que los dispositivos de medición enviaron con sus troncos. Filtre por número de vehículo u hoja, tipo, comentarios y días. Con un número filtrado, una tarjeta se puede eliminar y recuperar después. «Comentarios» informa una sola vez de una imagen o lectura errónea.',
        ],
      },
      {
        heading: 'Gráficos',
        paragraphs: [
          'El gráfico de áreas muestra el volumen confirmado de entrada y salida en cada uno de los últimos 30 días. Los dos anillos muestran dónde está hoy el stock: por especie y por ubicación.',
        ],
      },
      {
        heading: 'Aviso de antigüedad de stock',
        paragraphs: [
          'Una regla dice: avísame cuando una ubicación tenga al menos N troncos de una especie que llegaron hace M meses o más. Elija «Agregar regla», indique los troncos (1 o más) y los meses (1 a 120) y guarde. La regla se comprueba al momento y después con regularidad; cada vez que una fila de stock la supera se genera un evento de alarma.',
          'La tabla «Stock que supera la antigüedad» lista las filas que superan una regla, con sus troncos antiguos, volumen y llegada más antigua. Elimine una regla desde «Reglas» tras confirmar.',
        ],
      },
      {
        heading: 'Estadísticas diarias y herramientas',
        paragraphs: [
          'Stock → Estadísticas diarias lista las hojas confirmadas en un día (hoy por defecto), de entrada o de salida, por cliente y especie. «Diámetros» abre el desglose de una fila por clase de diámetro y longitud.',
          'La calculadora de volumen del panel da la clase de diámetro y el volumen de un tronco en cada estándar.',
        ],
      },
    ],
  },
  ja: {
    title: '木材バックオフィス：ダッシュボードガイド',
    intro:
      'ダッシュボードはログイン後の最初のページです。本日の在庫、入庫と出庫を表示し、長く置かれた在庫を知らせます。',
    sections: [
      {
        heading: '本日の数値',
        paragraphs: [
          '3 枚のカードに残り在庫（本数と m³）と本日確定した入庫・出庫を表示します。伝票は確定した日（お使いのタイムゾーン）に計上され、未確定の伝票（状態 1〜4）は在庫を動かしません。',
          '材積は各伝票の検寸規格で計算し、小数 3 桁で表示します。',
        ],
      },
      {
        heading: '画像と画像検索',
        paragraphs: [
          '「処理中の画像」と「処理済みの画像」は状態で絞り込んだ画像センターを開きます。検索欄は注文番号で開きます。',
          '画像センターの「デバイス画像」には、検寸デバイスが原木と一緒に送った画像が並びます。車番または伝票番号、種類、フィードバック、日付で絞り込めます。番号で絞り込んでいるときは画像を削除でき、後で復元できます。「フィードバック」で誤った画像や読み取り値を 1 回報告できます。',
        ],
      },
      {
        heading: 'グラフ',
        paragraphs: [
          '面グラフは直近 30 日の日ごとの入庫・出庫材積を示します。2 つのドーナツグラフは現在の在庫を樹種別・保管場所別に示します。',
        ],
      },
      {
        heading: '在庫年齢アラート',
        paragraphs: [
          'ルールは「ある保管場所に M か月以上前に入庫した同じ樹種の原木が N 本以上あれば知らせる」という意味です。「ルールを追加」で本数（1 以上）と月数（1〜120）を入力して保存します。ルールはすぐに、その後は定期的に確認され、在庫がルールを超えるたびにアラームイベントが発生します。',
          '「年齢超過在庫」表には現在ルールを超えている在庫が、超過本数、材積、最古の入庫日とともに表示されます。ルールは「ルール」から確認のうえ削除できます。',
        ],
      },
      {
        heading: '日次統計とツール',
        paragraphs: [
          '在庫 → 日次入出庫統計は、ある日（既定は本日）に確定した入庫または出庫の伝票を顧客・樹種別に一覧します。「径級内訳」で径級と長さ別の内訳を表示します。',
          'ダッシュボードの材積計算機は、原木 1 本の元口・末口径と長さから各規格の径級と材積を求めます。',
        ],
      },
    ],
  },
  ru: {
    title: 'Лесной бэк-офис: руководство по главной странице',
    intro:
      'Главная страница открывается после входа. Она показывает, что лежит на складе сегодня, что пришло и ушло, и предупреждает о запасе, который лежит слишком долго.',
    sections: [
      {
        heading: 'Показатели за сегодня',
        paragraphs: [
          'Три карточки показывают остаток (брёвна и м³) и брёвна, подтверждённые сегодня в приходе и расходе. Накладная учитывается в день подтверждения по вашему часовому поясу; ожидающие накладные (статусы 1–4) запас не меняют.',
          'Объёмы показываются с тремя знаками после запятой и считаются по стандарту измерения каждой накладной.',
        ],
      },
      {
        heading: 'Снимки и поиск изображений',
        paragraphs: [
          '«Снимки в обработке» и «Обработанные снимки» открывают центр изображений с фильтром по статусу; поле поиска открывает его по номеру заказа.',
          'В центре изображений раздел «Снимки устройств» показывает снимки, которые измерительные устройства прислали вместе с брёвнами. Фильтруйте по номеру машины или накладной, типу, отзыву и датам. Пока задан номер, карточку можно удалить и затем восстановить. «Отзыв» один раз сообщает об ошибочном снимке или показании.',
        ],
      },
      {
        heading: 'Графики',
        paragraphs: [
          'Диаграмма с областями показывает объём прихода и расхода за каждый из последних 30 дней. Два кольца показывают, где лежит запас сейчас: по породам и по складам.',
        ],
      },
      {
        heading: 'Предупреждение о возрасте запаса',
        paragraphs: [
          'Правило означает: предупредить, когда на складе лежит не менее N брёвен одной породы, поступивших M месяцев назад или раньше. Нажмите «Добавить правило», укажите число брёвен (не меньше 1) и месяцев (от 1 до 120) и сохраните. Правило проверяется сразу и затем регулярно; каждый раз, когда строка запаса превышает правило, создаётся событие тревоги.',
          'Таблица «Запас сверх возраста» показывает строки, превышающие правило сейчас: старые брёвна, объём и самое раннее поступление. Удалить правило можно в разделе «Правила» после подтверждения.',
        ],
      },
      {
        heading: 'Дневная статистика и инструменты',
        paragraphs: [
          'Склад → Дневная статистика показывает накладные, подтверждённые в выбранный день (по умолчанию сегодня), по приходу или расходу, по клиентам и породам. «Диаметры» открывает разбивку строки по классам диаметра и длине.',
          'Калькулятор объёма на главной странице даёт класс диаметра и объём бревна по каждому стандарту.',
        ],
      },
    ],
  },
};

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The guide of `locale` as a printable HTML page (A4, the system's CJK fonts for zh and ja). */
export function guideHtml(locale: Locale): string {
  const guide = DASHBOARD_GUIDES[locale];
  const sections = guide.sections
    .map(
      (section, index) =>
        `<h2>${index + 1}. ${escape(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(guide.title)}</title>
<style>
@page { size: A4; margin: 18mm 16mm; }
body { font-family: 'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif; color: #1f2937; font-size: 11pt; line-height: 1.55; }
h1 { color: #409eff; font-size: 20pt; margin: 0 0 6mm; }
h2 { font-size: 13pt; margin: 7mm 0 2mm; border-bottom: 1px solid #dcdfe6; padding-bottom: 1mm; }
p { margin: 0 0 3mm; }
.intro { font-size: 12pt; color: #4b5563; }
</style></head><body><h1>${escape(guide.title)}</h1><p class="intro">${escape(guide.intro)}</p>${sections}</body></html>`;
}
