"""Sample court judgments: an English appellate judgment and a French cassation decision of
the fictional jurisdiction of Norland. All courts, parties, judges, counsel, statutes and case
citations are fictional.
"""

from __future__ import annotations

from sample_docs.docmodel import Heading, PageBreak, Para, SampleDoc, Title

# --------------------------------------------------------------------------------------------
# Helpers: judgments number their paragraphs with the "paras" Word numbering list.
# --------------------------------------------------------------------------------------------


def _n(text: str) -> Para:
    """A numbered paragraph ("1.", "2." ... rendered by the "paras" list)."""
    return Para(text, numbered="paras")


def _q(text: str) -> Para:
    """A block quotation."""
    return Para(text, style="Quote")


def _u(text: str) -> Para:
    """An unnumbered paragraph (cover page, sub-points written in the text)."""
    return Para(text)


def _h(text: str, level: int = 2) -> Heading:
    return Heading(level=level, text=text)


# ============================================================================================
# 1. [2026] NLCA 214 — Harrow Health Trust v Meridian Archives Ltd
# ============================================================================================

_LONG_PARA_EN = (
    "In my judgment the judge was wrong to hold that retaining records in order to induce the "
    'controller to pay is retention "necessary for the ... exercise ... of legal claims", and '
    "I have reached that conclusion for several reasons which, although I state them "
    "separately, are cumulative. The first is the text itself. The three nouns "
    '"establishment, exercise or defence" all take as their object "legal claims", and in '
    "ordinary legal usage one establishes a claim by proving it, exercises a claim by taking "
    "the steps the law allows for its assertion and enforcement, and defends a claim by "
    "resisting it; each of those activities is carried on through legal process, whether in "
    "court, in arbitration or in the steps that precede and follow them, such as the service "
    "of a letter before action, an application for pre-action disclosure or the enforcement of "
    'a judgment. Mr Sandhurst is right that "exercise" must be given content distinct from '
    '"establishment", but that content is readily found in those steps, i.e. in the pursuit '
    "of the claim rather than its proof, and it does not require, or in my view permit, the "
    "word to be stretched so as to cover self-help directed at securing payment outside any "
    'legal process. To describe the withholding of a debtor\'s property as the "exercise" of '
    "a claim to be paid is to describe the exercise not of the claim but of a lien, and a lien "
    "is a different legal right which Parliament did not mention. The second reason is the "
    "context provided by the rest of s. 14. Subsection (2) is an exception to a duty expressed "
    'in strict and unqualified terms; subsection (3) requires the operator to identify "the '
    'records retained and the ground on which each is retained", which presupposes that the '
    "ground will attach to particular records by reason of what they are or what they "
    "contain; and subsection (4) provides that nothing in subsection (2) authorises the "
    'retention of records "other than those to which the ground relied on applies". That '
    "scheme is coherent if s. 14(2)(b) is concerned with the evidential or procedural "
    "significance of particular records for a claim, because that significance can be "
    "assessed record by record. It is not coherent if the exception extends to retention as "
    "security, because the value of records as security lies not in their contents but in the "
    "controller's need for them, and on that footing every record would be retainable for as "
    "long as any sum was said to be owed, which would make subsections (3) and (4) largely "
    "pointless. The third reason is s. 21. Parliament has provided that any contractual term "
    "is void in so far as it purports to make the duty in s. 14(1) conditional, and a "
    "contractual lien of the kind found in clause 18.4 of the RMA is the paradigm of such a "
    "term, since it makes delivery conditional on payment. It would be a strange result if an "
    "operator who could not rely on an express contractual right to retain records until paid "
    "could achieve precisely the same result by relying on s. 14(2)(b), and the judge's "
    'reasoning, which used clause 18.4 to "give colour" to the statutory exception, seems to '
    "me to illustrate rather than to answer that difficulty. The fourth reason is the mischief "
    "at which the Act was aimed. The Law Commission identified the practice of holding records "
    '"hostage" pending payment as the very problem to be addressed (cf. para. 31 above), and '
    "although its report cannot control the meaning of the words, it confirms that a "
    "construction which permits the practice would defeat rather than promote the purpose of "
    "Part 3. The fifth reason is the background in data protection law to which both parties "
    'referred. In that field the phrase "establishment, exercise or defence of legal claims" '
    "has consistently been understood as concerned with the use of information in, or in "
    "contemplation of, legal proceedings, e.g. the retention of documents likely to be needed "
    "as evidence; I am not aware of any suggestion, and none was drawn to our attention, that a "
    "controller of personal data could retain it as leverage in a commercial negotiation on "
    'the footing that it was thereby "exercising" a claim, and Parliament is to be taken to '
    "have used the phrase in the sense it already bore. The sixth reason is that the "
    "construction adopted by the judge would produce consequences which Parliament cannot "
    "have intended, particularly in the case of records such as these. An operator with a "
    "disputed claim, however weak, would be able to deprive a hospital of its patients' "
    "records for the months or years it takes to resolve the claim, and the controller's only "
    "means of recovering them would be to pay the sum demanded, whatever its merits. I accept "
    "that archive operators, like other service providers, have a legitimate interest in being "
    "paid, and that some of them are small businesses for which a bad debt is a serious "
    "matter; but the Act leaves them with all the ordinary remedies of an unpaid creditor, "
    "including, where the circumstances justify it, an application for security for costs or "
    "for an interim payment in the proceedings on the claim itself. For all these reasons I "
    "would hold that the exercise limb of s. 14(2)(b) does not extend to the retention of "
    "records as security for, or as a means of procuring, payment of a sum claimed by the "
    "operator, whether or not the contract under which the records were deposited purports to "
    "confer a right to retain them."
)

_JUDGMENT_EN_BLOCKS = (
    Title(
        "IN THE COURT OF APPEAL OF NORLAND, CIVIL DIVISION",
        subtitle="ON APPEAL FROM THE HIGH COURT OF NORLAND, BUSINESS AND PROPERTY LIST "
        "(Mrs Justice Okafor) [2026] NLHC 88",
    ),
    _u("Neutral Citation Number: [2026] NLCA 214"),
    _u("Case No: CA-2026-000318"),
    _u("Law Courts, Kingsmere Square, Aldport"),
    _u("Date: 27 November 2026"),
    _u("Before:"),
    _u("LORD JUSTICE HALVERSON"),
    _u("LADY JUSTICE ABERNETHY"),
    _u("and"),
    _u("LORD JUSTICE PRIESTLEY"),
    _u("BETWEEN:"),
    _u("HARROW HEALTH TRUST — Appellant"),
    _u("— and —"),
    _u("MERIDIAN ARCHIVES LIMITED — Respondent"),
    _u("Imogen Castell KC and Daniel Rhee (instructed by Fairlie Dunmore LLP) for the Appellant"),
    _u("Oliver Sandhurst KC and Priya Venkat (instructed by Brackwell & Co) for the Respondent"),
    _u(
        "Tobias Wren (instructed by the Office of the Archive Commissioner) for the "
        "Archive Commissioner, intervening by written submissions"
    ),
    _u("Hearing dates: 20 and 21 October 2026"),
    _u("Approved Judgment"),
    _u(
        "This judgment was handed down remotely at 10.30 am on 27 November 2026 by "
        "circulation to the parties or their representatives by e-mail and by release to the "
        "Norland Judiciary archive."
    ),
    PageBreak(),
    Heading(level=1, text="JUDGMENT"),
    _u("Lord Justice Halverson:"),
    # ------------------------------------------------------------------ Introduction
    _h("Introduction"),
    _n(
        'This appeal concerns the first provision of the Data Archives Act 2026 ("the 2026 '
        'Act") to come before this Court: s. 14, which obliges a commercial archive operator '
        "to return records to the person who controls them when asked to do so. The question "
        "is whether an archive operator which is owed money, or says that it is owed money, "
        "may keep the whole of a hospital's paper patient records until it is paid, on the "
        'footing that retention is "necessary for the establishment, exercise or defence of '
        'legal claims" within s. 14(2)(b) of the Data Archives Act 2026.'
    ),
    _n(
        'The appellant, Harrow Health Trust ("the Trust"), is the statutory body responsible '
        "for three hospitals in the Harrow district. The respondent, Meridian Archives Limited "
        '("Meridian"), stored the Trust\'s historical paper records for more than eleven years. '
        "When the relationship came to an end, Meridian declined to release the records until "
        "the Trust paid exit charges of some £2.84 million, which the Trust disputes."
    ),
    _n(
        "On 5 June 2026 Mrs Justice Okafor dismissed the Trust's application under s. 14(5) of "
        "the 2026 Act for an order requiring Meridian to deliver up the records: [2026] NLHC "
        "88. She held that Meridian was entitled to rely on s. 14(2)(b). The Trust appeals "
        "with the permission of Abernethy LJ, who directed that the appeal be expedited under "
        "Practice Direction No. 3 of 2024 (Expedited Appeals) because of its consequences for "
        "patient care."
    ),
    _n(
        "There are two grounds of appeal. Ground 1 is that the judge misconstrued s. 14(2)(b). "
        "Ground 2 is that she decided the case on a basis, namely the effect of clause 18.4 of "
        "the parties' contract, which neither party had advanced and on which neither was "
        "heard, contrary to the common law requirements of a fair hearing and to Article 6(1) "
        "of the Convention. Meridian has filed a respondent's notice, to which I will come at "
        "the end."
    ),
    _n(
        "The Archive Commissioner, who is responsible for supervising the operation of the "
        "2026 Act, was given permission to intervene by written submissions. We are grateful "
        "to Mr Wren for those submissions, and to all counsel for the clarity of their "
        "arguments, which were prepared under considerable pressure of time."
    ),
    _n("For the reasons which follow, I would allow the appeal on both grounds."),
    # ------------------------------------------------------------------ The facts
    _h("The facts"),
    _n(
        "The facts are not materially in dispute and can be taken largely from the judge's "
        "careful judgment. I summarise only what is needed for the purposes of the appeal."
    ),
    _n(
        "In March 2014 the Trust entered into a records management agreement with Meridian "
        '("the RMA"). Under the RMA Meridian collected the Trust\'s inactive paper records, '
        "indexed them by box and by patient hospital number, stored them at its secure facility "
        "at Carrow Fen, and retrieved individual files, either physically or by scanning, on "
        "request. The RMA was renewed in 2019 for a term ending on 31 December 2024, and "
        "thereafter continued on a month-to-month basis."
    ),
    _n(
        "By the end of 2025 Meridian held 41,206 boxes of the Trust's records, containing an "
        "estimated 1.9 million individual patient files. Some date back to the 1970s. Many "
        "relate to patients who are still being treated by the Trust, and the evidence was "
        "that on an ordinary day the Trust's clinicians requested between 60 and 90 files from "
        "the archive."
    ),
    _n(
        "In 2025 the Trust conducted a procurement exercise for a new records management "
        'service, which was won by Eastholm Records Limited ("Eastholm"). On 29 October 2025 '
        "the Trust gave notice terminating the RMA with effect from 31 January 2026 and asked "
        "Meridian to co-operate in the transfer of the records to Eastholm. Eastholm's evidence "
        "was that it has had capacity available since 1 February 2026 and is incurring holding "
        "costs of approximately £38,000 per month, which it is passing on to the Trust."
    ),
    _n("Clause 14.3 of the RMA provides:"),
    _q(
        '"14.3 A Permanent Withdrawal Fee at the rate set out in Schedule 3 shall be payable in '
        "respect of each Box permanently withdrawn from storage at the Customer's request.\""
    ),
    _n(
        "By 2025 the rate had reached £62.40 per box. On 14 January 2026 Meridian invoiced the "
        "Trust £2,841,377.60, the bulk of which represented permanent withdrawal fees for every "
        "box in store, together with retrieval and transport charges. The Trust's position is "
        "that clause 14.3 applies only to withdrawals during the life of the agreement and not "
        "to the return of the whole collection on termination, and that in any event the "
        "invoice double-counts transport costs. It paid £612,450, which it accepted was due for "
        "storage up to 31 January 2026, and disputed the balance."
    ),
    _n(
        "It is important to be clear about what this appeal does not concern. It does not "
        "concern the merits of the fee dispute, which is the subject of separate proceedings "
        "brought by Meridian in the High Court on 18 February 2026 (Claim No. BL-2026-000141). "
        "Nothing in this judgment should be taken as expressing any view about whether clause "
        "14.3 bears the meaning for which Meridian contends."
    ),
    _n(
        "The 2026 Act received assent on 15 January 2026, and s. 14 came into force on 2 "
        "February 2026: the Data Archives Act 2026 (Commencement No. 1) Regulations 2026, reg. "
        "2. By s. 30(3), s. 14 applies to records held by an archive operator on the date on "
        "which it came into force, whenever the contract under which they were deposited was "
        "made."
    ),
    _n(
        "On 9 February 2026 the Trust served on Meridian a retrieval notice under s. 14(1) in "
        "respect of all the records. On 20 February 2026 Meridian's solicitors replied that "
        "Meridian would not release any records, save on a case-by-case basis for urgent "
        "clinical need, until the outstanding invoice was paid in full. The letter relied on s. "
        "14(2)(b). It said that Meridian had now issued proceedings for the unpaid fees; that "
        'the records, and in particular the physical boxes, were "the subject matter and the '
        'best evidence" of its claim; and that their release before judgment would "deprive '
        "Meridian of the only practical means of exercising its claim against a public body "
        'which has shown no willingness to pay".'
    ),
    _n(
        "Meridian did not give the Trust a written statement under s. 14(3) identifying the "
        "records retained and the ground on which each was retained. Its letter treated the "
        "whole collection as a single unit. The judge regarded that as a technical omission "
        "which had caused the Trust no prejudice (at [44]), and I need not decide whether she "
        "was right about that; but the omission is, as I shall explain, of some significance "
        "to the construction of s. 14(2)(b)."
    ),
    _n(
        "Since then Meridian has continued to supply individual files where the Trust certifies "
        "an urgent clinical need, charging its ordinary retrieval fee for each. The Trust's "
        "evidence, which the judge accepted, was that between February and May 2026 there were "
        "1,143 such requests; that the average time taken to fulfil them rose from four hours "
        "to more than two days; and that on at least 37 occasions a clinic had to proceed "
        "without the patient's historical record. The Trust's Medical Director described the "
        'position as "clinically unsafe and administratively unsustainable". Meridian did not '
        "challenge that evidence."
    ),
    _n(
        "On 11 March 2026 the Trust issued an application under s. 14(5) for an order "
        "requiring Meridian to deliver up the records to Eastholm. It was heard by Okafor J on "
        "12 and 13 May 2026."
    ),
    _n(
        "Two further features of the evidence should be noted. First, Meridian's own systems "
        "contain, for every box, an electronic manifest recording the box barcode, the date of "
        "receipt, its contents by hospital number, and every retrieval and return. These "
        "manifests are the basis of Meridian's invoices. Secondly, the Trust offered, before "
        "the hearing below, to permit Meridian to take a complete copy of the manifests and "
        "retrieval logs, and to fund a joint count of the boxes by an independent auditor at "
        "the point of transfer, so that the number of boxes could not later be disputed. "
        "Meridian declined that offer."
    ),
    # ------------------------------------------------------------------ The judgment below
    _h("The judgment below"),
    _n(
        "The judge began by considering the structure of s. 14 (at [29]–[38]). She accepted "
        "the Trust's submission that s. 14(1) imposes a strict duty and that the exceptions in "
        "s. 14(2) are to be construed with that in mind. She also accepted (at [41]) that "
        '"legal claims" in s. 14(2)(b) is not confined to claims by the controller and is '
        "capable of including a claim by the operator itself for unpaid fees. That conclusion "
        "is not challenged on this appeal."
    ),
    _n(
        'The judge then turned to the meaning of "necessary". She held (at [47]) that '
        '"necessary" in s. 14(2)(b) "does not mean indispensable, but reasonably required, in '
        "the sense that the operator's legitimate objective in relation to the claim cannot "
        'sensibly be achieved without retention".'
    ),
    _n(
        "On that basis she held, first, that retention was reasonably required for the "
        "establishment of Meridian's claim, because the number of boxes was central to the sums "
        'claimed and "once the boxes have left Carrow Fen, Meridian will have lost control of '
        'the primary evidence of the quantum of its claim" (at [52]). She did not deal '
        "expressly with the Trust's offer of a copy of the manifests and an independent count."
    ),
    _n(
        "Secondly, and more significantly, she held that retention was reasonably required for "
        "the exercise of Meridian's claim. Her reasoning appears at [58]:"
    ),
    _q(
        "\"The word 'exercise' must be given some content distinct from 'establishment'. "
        "Establishing a claim is a matter of proving it; exercising a claim is a matter of "
        "asserting and enforcing it. An operator which holds records in respect of which a sum "
        "is owed, and which is permitted by the contract under which the records were deposited "
        "to retain them until payment, exercises its claim when it declines to part with them. "
        "The Act does not in terms displace such a right, and I do not consider that Parliament "
        "can have intended to deprive archive operators, many of whom are small businesses, of "
        'the one effective form of security they have against a defaulting depositor."'
    ),
    _n("At [61]–[66] the judge considered clause 18.4 of the RMA, which provides:"),
    _q(
        '"18.4 Meridian shall be entitled to retain any Materials in its possession until all '
        "sums due to it under this Agreement, whether or not then invoiced, have been paid in "
        'full."'
    ),
    _n(
        'The judge said that clause 18.4 was "the contractual expression of the very interest '
        'which s. 14(2)(b) protects" (at [63]), and that s. 21 of the 2026 Act did not render '
        'it void, because Meridian was not relying on clause 18.4 to "exclude, restrict or make '
        'conditional" the duty in s. 14(1), but on s. 14(2)(b) itself, to which clause 18.4 '
        '"gives colour and context" (at [65]).'
    ),
    _n(
        "It is common ground that neither party had referred to clause 18.4 in its evidence, "
        "skeleton argument or oral submissions. Indeed, as the transcript shows, Mr Sandhurst "
        'KC told the judge on the second day of the hearing that Meridian "does not rely on '
        "any contractual lien, because we accept that section 21 would be an answer to it; our "
        'case rests on the statute alone". The judge did not invite further submissions after '
        "the hearing, and the parties first learned of her reliance on clause 18.4 when the "
        "draft judgment was circulated."
    ),
    _n(
        "The judge accordingly concluded (at [71]) that Meridian was entitled to retain the "
        "records until the determination of its fee claim, subject to its continuing to provide "
        "urgent retrievals, and dismissed the application. She refused permission to appeal."
    ),
    # ------------------------------------------------------------------ The legal framework
    _h("The legal framework"),
    _n(
        "The 2026 Act makes provision for the regulation of persons who store records on "
        "behalf of others. It establishes the office of Archive Commissioner (Part 1), requires "
        "archive operators to be registered (Part 2) and imposes duties on them in relation to "
        "the security, integrity and return of records (Part 3). Section 3(1) contains the "
        "relevant definitions:"
    ),
    _q(
        "\"'archive operator' means a person who, in the course of a business, stores records "
        "on behalf of another person; 'controller', in relation to records, means the person on "
        "whose behalf the records are stored, or that person's successor; 'records' means "
        "information recorded in any form, together with any container, index or finding aid "
        'supplied with or created for it."'
    ),
    _n("Section 14 provides, so far as material:"),
    _q(
        '"(1) Where an archive operator receives a retrieval notice from the controller of any '
        "records, the operator must, within 28 days of receipt of the notice, deliver up the "
        "records to the controller or to such other person as the notice may specify."
    ),
    _q(
        "(2) Subsection (1) does not apply to any records, or part of records, where and for so "
        "long as— (a) delivery would be unlawful under any enactment or rule of law; (b) "
        "retention of the records by the operator is necessary for the establishment, exercise "
        "or defence of legal claims; or (c) the records are the subject of a preservation "
        "direction given by the Commissioner under section 17."
    ),
    _q(
        "(3) An operator which relies on subsection (2) must, within the period mentioned in "
        "subsection (1), give the controller a written statement identifying the records "
        "retained and the ground on which each is retained."
    ),
    _q(
        "(4) Nothing in subsection (2) authorises the retention of any records other than those "
        "to which the ground relied on applies, and the operator must deliver up the remainder "
        "in accordance with subsection (1)."
    ),
    _q(
        "(5) On the application of the controller, the court may make such order as it "
        'considers appropriate for securing compliance with subsection (1)."'
    ),
    _n("Section 21 provides:"),
    _q(
        '"Any term of an agreement, whether made before or after the commencement of this '
        "section, is void in so far as it purports to exclude, restrict or make conditional the "
        'duty imposed by section 14(1)."'
    ),
    _n(
        "The explanatory notes to the Act record that Part 3 was prompted by the report of the "
        "Law Commission of Norland, Records in Custody (Law Com No. 412, 2024), which "
        'identified as a "recurring and serious problem" the practice of some archive '
        "operators of refusing to release records at the end of a contract pending payment of "
        'disputed charges, and recommended that "records should never be held hostage to a '
        'commercial dispute" (para. 6.31). Explanatory notes and Law Commission reports may be '
        "used as an aid to identifying the mischief at which legislation is aimed, though not "
        "to displace the meaning of the words Parliament has used: see Pellow v. Castlegate "
        "Holdings Ltd [2019] UKSC 12 at [29], applied by this Court in Vance v. Collector of "
        "Revenue [2022] NLCA 57 at [18]–[21]."
    ),
    _n(
        "The general approach to statutory interpretation is not in dispute. The court seeks "
        "the meaning of the words used by Parliament, read in their context, which includes the "
        "other provisions of the Act, its structure and its evident purpose. As Lady Justice "
        'Abernethy put it in Vance at [19], "the words are the primary source, but they are '
        'never read in isolation". Where a statute creates a general duty and then carves out '
        "exceptions, the exceptions are not to be read so broadly as to swallow the rule; but "
        "equally they are not to be read down so as to deprive them of the effect Parliament "
        "plainly intended: cf. Re Northgate Storage Ltd (No. 2) [2020] NLHC 203 at [44]."
    ),
    _n(
        'The phrase "establishment, exercise or defence of legal claims" is not new. It is '
        "familiar from data protection law: see, e.g., Art. 9(2)(f) and Art. 17(3)(e) of the "
        "General Data Protection Regulation, which permit, respectively, the processing of "
        "special category data, and the retention of data notwithstanding a request for "
        "erasure, where this is necessary for that purpose. Both parties accepted that "
        "Parliament must be taken to have chosen the phrase with that background in mind, "
        "although they drew different conclusions from it."
    ),
    _n(
        "Finally, Article 6(1) of the Convention, which has effect in Norland by virtue of the "
        "Human Rights Act 2009, provides so far as material:"
    ),
    _q(
        '"In the determination of his civil rights and obligations ... everyone is entitled to '
        "a fair and public hearing within a reasonable time by an independent and impartial "
        'tribunal established by law."'
    ),
    # ------------------------------------------------------------------ Ground 1
    _h("Ground 1: the construction of s. 14(2)(b)"),
    _h("The submissions", level=3),
    _n("For the Trust, Ms Castell KC submitted that the judge erred in three respects:"),
    _u(
        '(a) she treated the "exercise" of a legal claim as including the use of the records '
        "as leverage to secure payment, whereas the phrase is concerned with the conduct of "
        "legal proceedings and the evidence needed for them;"
    ),
    _u(
        "(b) she adopted too lax a test of necessity, and in any event failed to ask whether "
        "Meridian's legitimate objectives could be achieved by less intrusive means, such as "
        "the copy manifests and the independent count which the Trust had offered; and"
    ),
    _u(
        '(c) she overlooked s. 14(4), which limits any retention to the records "to which the '
        'ground relied on applies", and so cannot justify the retention of the whole collection '
        "on the basis that some part of it is relevant."
    ),
    _n(
        "The Commissioner's written submissions supported the Trust on each point. The "
        "Commissioner drew attention to her published guidance (Guidance Note No. 2 of 2026, "
        'para. 4.7), which states that an operator "may not rely on section 14(2)(b) to retain '
        'records as security for payment".'
    ),
    _n(
        "For Meridian, Mr Sandhurst KC submitted that the judge was right for the reasons she "
        'gave. The words "establishment" and "exercise" must each bear a distinct meaning. A '
        "claim is exercised when it is asserted and pursued, and a creditor which holds "
        "property of the debtor pursues its claim when it refuses to give it up until paid. "
        "Parliament did not exclude claims by operators from s. 14(2)(b), as it could easily "
        "have done. Guidance issued by the Commissioner cannot alter the meaning of the Act. "
        "Finally, he submitted that the Trust, as a public body, suffered no real prejudice "
        "from paying now and recovering any overpayment later, whereas Meridian would be left "
        "as an unsecured creditor of a body against which enforcement is notoriously slow."
    ),
    _h("Analysis", level=3),
    _n(
        "I start with the words. Section 14(2)(b) contains two elements: there must be a legal "
        'claim, and retention "by the operator" of the particular records must be '
        '"necessary" for the establishment, exercise or defence of that claim. The judge\'s '
        "conclusion that a claim by the operator for its own fees is capable of being a "
        '"legal claim" is not challenged, and I proceed on the basis that it is correct. The '
        "argument turns on the second element."
    ),
    _n(_LONG_PARA_EN),
    _n(
        'That leaves "establishment". I accept that there may be cases in which the '
        "retention of particular records by an operator is necessary to establish its claim, "
        "e.g. where the claim turns on the condition of particular boxes or their contents and "
        "no adequate record of them exists. But the test is one of necessity, and in my view the "
        'judge set the bar too low when she described it as "reasonably required" (at [47]).'
    ),
    _n(
        'The word "necessary" takes its colour from its context, as has often been said. In a '
        "provision which creates an exception to a strict statutory duty, and in a field where "
        'the phrase has a settled meaning, I consider that "necessary" imports a requirement '
        "that retention be more than merely useful or convenient: the operator must show that "
        "the purpose in question cannot reasonably be achieved by means which interfere less "
        "with the controller's right to its records. That is the sense in which the word is "
        "generally used in data protection law, and it is consistent with s. 14(4), which "
        "limits retention to the records to which the ground applies."
    ),
    _n(
        'The words "where and for so long as" at the beginning of s. 14(2) reinforce that '
        "conclusion. They make clear that the exception is temporary and tied to the continuing "
        "existence of the ground relied on. Once the necessity has passed, e.g. because copies "
        "have been made or the evidence has been preserved by agreement, the duty to deliver up "
        "revives."
    ),
    _n(
        "Applied to the facts, that test is not met. Meridian's claim turns on the number of "
        "boxes and the application of clause 14.3 to them. The evidence of the number of boxes "
        "is in Meridian's own electronic manifests, which it can copy before delivery, and the "
        "Trust offered in addition to fund an independent count at the point of transfer. "
        "Meridian did not suggest that the contents of any individual box were relevant to its "
        "claim. I do not see how, in those circumstances, the retention of 41,206 boxes of "
        'patient records could be "necessary" to establish a claim whose quantum depends on '
        "counting them. It is telling that Meridian never attempted the record-by-record "
        "identification which s. 14(3) requires (para. 16 above): had it done so, it would "
        "have been obvious that no individual box was said to be needed as evidence."
    ),
    _n(
        "Mr Sandhurst submitted that the judge made a finding of fact, at [52], that retention "
        "was required to preserve the primary evidence of quantum, and that this Court should "
        "not interfere with it. I do not accept that characterisation. Whether retention is "
        '"necessary" within s. 14(2)(b) is an evaluative question, but it depends on the '
        "correct legal test, and the judge applied the wrong one. Further, she did not address "
        "the Trust's offer (cf. para. 19 above), which was highly material to any assessment of "
        "necessity. In those circumstances this Court is entitled, and in my view bound, to "
        "reach its own conclusion."
    ),
    _n(
        "Nor does Meridian's willingness to provide urgent retrievals assist it. Section 14(1) "
        "confers on the controller a right to have its records delivered up, not a right to be "
        "given access to them on terms, and at a price, set by the operator. The existence of an "
        "emergency retrieval service may mitigate the consequences of unlawful retention; it "
        "cannot make the retention lawful."
    ),
    _n(
        "I should also address the submission that Parliament could easily have excluded "
        "operators' fee claims from s. 14(2)(b) if it had wished to do so. That is true, but it "
        "is not to the point. Nothing in my analysis excludes fee claims from the exception: an "
        "operator who genuinely needs particular records as evidence of its fee claim may "
        "retain them for so long as that necessity lasts. What the exception does not permit "
        "is retention for a different purpose, namely as security."
    ),
    _n(
        "Nor am I persuaded by the argument that the Trust would suffer no prejudice from "
        "paying now and recovering later. The submission assumes that the sum claimed is due, "
        "which is the very issue in the fee proceedings (cf. para. 12 above). It also ignores the unchallenged "
        "evidence of the effect of the present arrangements on patient care (para. 17 above). "
        "But above all it is irrelevant to the question of construction: the meaning of s. "
        "14(2)(b) cannot depend on the identity or the solvency of the controller."
    ),
    _n(
        "Meridian also sought to rely on statements made by the responsible Minister in the "
        "course of the Bill's passage. I do not think that the conditions for reference to "
        "parliamentary material are met: the provision is not ambiguous once read in its "
        "context, and the statements were not clear in the sense required. I add, for "
        "completeness, that the passages we were shown did not obviously support Meridian's "
        "construction."
    ),
    _n(
        "As to the Commissioner's guidance, Mr Sandhurst is right that it cannot alter the "
        "meaning of the Act, and I have not relied on it. It is, however, reassuring that the "
        "regulator responsible for the Act has independently reached the same conclusion."
    ),
    _n(
        'Nothing in this appeal turns on the "defence" limb. It was suggested in argument '
        "that, because the Trust has counterclaimed in the fee proceedings for damages for the "
        "disruption caused by the retention, Meridian may need the records to defend that "
        "counterclaim. The point was not raised below and was not developed before us, and I "
        "would not entertain it. I note only that any such reliance would be subject to the "
        "same test of necessity and to s. 14(4)."
    ),
    _n("I would therefore allow the appeal on Ground 1."),
    # ------------------------------------------------------------------ Ground 2
    _h("Ground 2: procedural fairness"),
    _n(
        "In view of my conclusion on Ground 1, Ground 2 is of less practical importance. But it "
        "raises a point of some general significance, and we heard full argument on it, so I "
        "shall deal with it."
    ),
    _n(
        "The principles are well established and were not in dispute. A judge is not confined "
        "to the arguments of the parties, and it is not a breach of the requirements of a fair "
        "hearing for a judge to decide a case on a basis which has not been advanced, provided "
        "that the parties have had a fair opportunity to address it. If a point which the judge "
        "regards as potentially decisive has not been argued, the judge should raise it with the "
        "parties, whether at the hearing or, if it occurs to the judge afterwards, by inviting "
        "written submissions before the judgment is handed down. As this Court said in Harcourt "
        "v. Bellwether Shipping Ltd [2017] NLCA 12 at [41]:"
    ),
    _q(
        '"The parties are entitled to know the case they have to meet, and that includes the '
        "case which the court itself is minded to make. A judgment which turns on a point neither "
        "side has had the chance to address is not merely discourteous; it deprives the losing "
        "party of the hearing to which it is entitled, and the court of the assistance which "
        'argument provides."'
    ),
    _n(
        "The same principle was stated in Smith v Jones [2021] EWCA Civ 101 at [34], where it "
        "was emphasised that the obligation is particularly important where the unargued point "
        "is one on which a party has made a concession, since that party will reasonably have "
        "assumed that the point is not in issue. The principle is also an aspect of the right "
        "to a fair hearing under Article 6(1) of the Convention, which includes the right of "
        "each party to know, and to comment on, the legal considerations on which the decision "
        "will be based."
    ),
    _n(
        "Whether a departure from these principles vitiates the decision depends on whether it "
        "caused material unfairness. Not every unargued point has that effect: if the point "
        "was peripheral, or if the outcome would inevitably have been the same had the parties "
        "been heard, the appeal court may decline to intervene: see Re Northgate Storage Ltd "
        "(No. 2) at [51]; Okonkwo v. Registrar of Companies [2023] NLCA 88 at [27]–[30]."
    ),
    _n(
        "Here the judge's reliance on clause 18.4 was not peripheral. It formed part of the "
        'reasoning by which she concluded that retention was necessary for the "exercise" of '
        "Meridian's claim (see the passage at [58] quoted at para. 23 above, and [61]–[66]), "
        "which was the principal basis of her decision. The point was not merely unargued; it "
        "had been expressly disclaimed by Meridian's counsel, for a reason (s. 21) which the "
        "Trust would obviously have wished to develop. The Trust therefore had no reason to "
        "address clause 18.4, and did not do so."
    ),
    _n(
        "Mr Sandhurst submitted that the Trust cannot have been taken by surprise, since "
        "clause 18.4 was in the agreed bundle and the Trust, of all parties, was familiar with "
        "its own contract. I do not accept that submission. The question is not whether the "
        "Trust knew of the clause, but whether it had a fair opportunity to address the use "
        "the judge made of it. A party is entitled to conduct its case on the footing that a "
        "point expressly abandoned by its opponent is not in issue, and it is not required to "
        "anticipate every way in which the judge might revive it."
    ),
    _n(
        "Mr Sandhurst further submitted that the Trust could have raised its objection when "
        "the draft judgment was circulated. The purpose of circulating a draft judgment is to "
        "enable typographical and similar errors to be corrected, and to allow the parties to "
        "prepare consequential submissions; it is not an opportunity to re-argue the case, "
        "save in exceptional circumstances, and a party cannot be criticised for declining to "
        "treat it as one. In any event, the Trust did raise the point in its consequential "
        "submissions, in support of its application for permission to appeal, and the judge "
        "refused permission without addressing it."
    ),
    _n(
        "Nor can it be said that the outcome would inevitably have been the same had the "
        "parties been heard. For the reasons given under Ground 1, I consider that the judge's "
        "use of clause 18.4 was wrong in law, and it is at least likely that argument on s. 21 "
        "would have persuaded her of that."
    ),
    _n(
        "I would therefore allow the appeal on Ground 2 also. I add that nothing in this part "
        "of my judgment is intended as a criticism of the judge, who was asked to deliver "
        "judgment very quickly in a case of obvious urgency. The lesson, if there is one, is "
        "that where time is short a brief written invitation to the parties to comment on a "
        "new point is almost always preferable to the risk of an appeal."
    ),
    # ------------------------------------------------------------------ Respondent's notice
    _h("The respondent's notice"),
    _n(
        "By its respondent's notice Meridian contends that, even if the judge's reasoning was "
        "wrong, her order should be upheld on the alternative ground that the court has a "
        'discretion under s. 14(5) ("such order as it considers appropriate") and should '
        "exercise it by refusing relief until the Trust pays at least the part of Meridian's "
        "invoice which represents retrieval and transport charges, amounting to some £396,000."
    ),
    _n(
        "I would reject that contention. Section 14(5) confers a discretion as to the form of "
        "the order needed to secure compliance with s. 14(1), e.g. as to the timetable and "
        "logistics of delivery. It does not confer a discretion to decline to enforce the "
        "statutory duty, or to impose conditions which the Act itself forbids the parties to "
        "agree. To make delivery conditional on payment of part of a disputed invoice would be "
        "to do by judicial order what s. 21 prevents the parties from doing by contract."
    ),
    _n(
        "That is not to say that the court, in fixing the terms of its order, must disregard "
        "Meridian's legitimate interests. It may, and in my view should, ensure that Meridian is "
        "able to preserve such evidence as it reasonably needs for its fee claim, and that the "
        "costs of delivery are dealt with fairly. The order which I propose below does both."
    ),
    # ------------------------------------------------------------------ Conclusion
    _h("Conclusion"),
    _n(
        "For these reasons I would allow the appeal and set aside the judge's order. My "
        "conclusions may be summarised as follows:"
    ),
    _u(
        '(a) the "exercise" limb of s. 14(2)(b) of the 2026 Act does not permit an archive '
        "operator to retain records as security for, or as a means of procuring, payment of a "
        "sum which it claims;"
    ),
    _u(
        '(b) "necessary" in s. 14(2)(b) requires the operator to show that its purpose in '
        "relation to the claim cannot reasonably be achieved by less intrusive means, and s. "
        "14(4) confines any retention to the particular records to which that purpose applies;"
    ),
    _u(
        "(c) on the evidence, the retention of the Trust's records was not necessary for the "
        "establishment of Meridian's fee claim; and"
    ),
    _u(
        "(d) the judge's reliance on clause 18.4 of the RMA, a point expressly disclaimed by "
        "Meridian and on which the parties were not heard, was in any event procedurally "
        "unfair."
    ),
    _n(
        "I would make an order in the following terms, subject to any submissions on its "
        "drafting which counsel may make in writing within seven days of the hand-down of this "
        "judgment:"
    ),
    _u(
        "(a) Meridian shall deliver up all records held by it on behalf of the Trust to "
        "Eastholm, in accordance with a transfer schedule to be agreed between the parties or, "
        "in default of agreement, fixed by the High Court, delivery to be completed within 56 "
        "days of the date of the order;"
    ),
    _u(
        "(b) before each consignment leaves Carrow Fen, Meridian may take copies of the "
        "electronic manifests and retrieval logs relating to it, and the boxes in the "
        "consignment shall be counted jointly by Meridian and an independent auditor appointed "
        "and paid for by the Trust;"
    ),
    _u(
        "(c) pending completion of delivery, Meridian shall continue to fulfil urgent retrieval "
        "requests within four hours;"
    ),
    _u(
        "(d) the reasonable costs of transport shall be paid by the Trust in the first "
        "instance, without prejudice to the parties' respective contentions in the fee "
        "proceedings; and"
    ),
    _u(
        "(e) nothing in the order shall affect the determination of Meridian's claim in the fee "
        "proceedings (Claim No. BL-2026-000141)."
    ),
    _n(
        "As to costs, my provisional view is that Meridian should pay the Trust's costs of the "
        "appeal and of the application below, to be assessed if not agreed. If Meridian wishes "
        "to contend otherwise, it should file brief written submissions within seven days."
    ),
    _u("Lady Justice Abernethy:"),
    _n("I agree."),
    _u("Lord Justice Priestley:"),
    _n(
        "I also agree. I add a word only about Ground 2, because the circumstances in which it "
        "arose are likely to recur. In expedited cases under Practice Direction No. 3 of 2024 "
        "judges are frequently, and rightly, asked to give judgment within days. It may then "
        "be tempting, when a new point suggests itself in the course of writing, to deal with "
        "it in the judgment rather than delay matters by inviting further submissions. The "
        "present case shows why that temptation should be resisted. An invitation to comment "
        "in writing within 48 hours would have added little delay, would have enabled the s. 21 "
        "point to be fully argued, and might well have avoided the need for this part of the "
        "appeal altogether."
    ),
)

JUDGMENT_EN_APPEAL = SampleDoc(
    stem="judgment_en_appeal",
    language="en",
    kind="judgment",
    direction="ltr",
    running_header="[2026] NLCA 214 — Harrow Health Trust v Meridian Archives Ltd",
    running_footer="Approved Judgment",
    blocks=_JUDGMENT_EN_BLOCKS,
)

# ============================================================================================
# 2. Cour de cassation de Norlande — Arrêt n° 512 du 14 octobre 2026, pourvoi n° 24-18.377
# ============================================================================================

_LONG_PARA_FR = (
    "Mme Varennes fait grief à l'arrêt de rejeter l'ensemble de ses demandes dirigées contre "
    "la société et de limiter à la somme de 40 000 euros la condamnation prononcée contre "
    "l'association, alors : « 1°/ que le juge doit, en toutes circonstances, faire observer et "
    "observer lui-même le principe de la contradiction ; qu'il ne peut fonder sa décision sur "
    "les moyens de droit qu'il a relevés d'office sans avoir au préalable invité les parties à "
    "présenter leurs observations ; qu'en l'espèce, ni la société Numérica Patrimoine, qui se "
    "bornait à contester l'existence d'une faute et l'étendue du préjudice, ni l'association "
    "Mémoire photographique du Val-d'Orne, qui soutenait que le dommage était imputable à la "
    "seule société, ne prétendaient que la déclaration d'intérêt patrimonial dont le fonds "
    "avait fait l'objet aurait placé la conservation des plaques sous un régime légal "
    "exclusif de la responsabilité de droit commun du prestataire agréé ; qu'en retenant "
    "néanmoins, pour écarter toute responsabilité de la société et réduire celle de "
    "l'association, que la conservation du fonds avait été assurée, à compter du 12 septembre "
    "2016, « dans le cadre d'une mission légale » au sens de l'article L. 212-4 du code du "
    "patrimoine, laquelle n'engagerait la responsabilité du prestataire envers le propriétaire "
    "qu'en cas de faute lourde, sans avoir au préalable invité les parties à s'expliquer sur ce "
    "moyen qu'elle relevait d'office, la cour d'appel a violé l'article 16 du code de "
    "procédure civile, ensemble l'article 6, § 1, de la Convention de sauvegarde des droits de "
    "l'homme et des libertés fondamentales ; 2°/ que la déclaration d'un fonds comme archives "
    "privées d'intérêt patrimonial, qui n'emporte pas transfert de propriété, a pour seul objet "
    "d'imposer au propriétaire ou au détenteur une obligation de conservation dans l'intérêt "
    "général et de lui permettre d'en confier la garde matérielle à un prestataire agréé ; "
    "qu'elle ne modifie ni la nature ni l'étendue des droits du propriétaire sur le fonds, et "
    "n'institue au profit du prestataire agréé aucun régime de responsabilité dérogatoire au "
    "droit commun ; qu'en jugeant que la responsabilité de la société envers Mme Varennes ne "
    "pouvait être engagée qu'en cas de faute lourde, la cour d'appel, qui a ajouté à la loi "
    "une condition qu'elle ne comporte pas, a violé l'article L. 212-4 du code du patrimoine ; "
    "3°/ que le tiers à un contrat peut invoquer, sur le fondement de la responsabilité "
    "délictuelle, un manquement contractuel dès lors que ce manquement lui a causé un "
    "dommage ; qu'en retenant, pour écarter la responsabilité de la société, que Mme Varennes, "
    "tierce au contrat de prestation conclu le 12 septembre 2016 entre l'association et la "
    "société, ne pouvait se prévaloir des manquements de celle-ci à l'obligation d'entreposer "
    "les plaques dans un local « sain, clos et couvert » qu'elle avait souscrite envers "
    "l'association, et qu'elle ne démontrait aucune faute détachable de ce contrat, quand elle "
    "constatait que la destruction de trois mille deux cents plaques appartenant à Mme "
    "Varennes avait pour cause les infiltrations d'eau survenues dans l'entrepôt choisi et "
    "exploité par la société, la cour d'appel a violé l'article 1240 du code civil ; 4°/ qu'en "
    "tout état de cause, commet une faute lourde le professionnel de la conservation qui, "
    "averti à plusieurs reprises de la défaillance de la toiture d'un entrepôt abritant des "
    "biens fragiles et irremplaçables, s'abstient de prendre la moindre mesure pour les "
    "mettre à l'abri ; qu'en se bornant à affirmer que la faute lourde de la société n'était "
    "pas établie, sans rechercher, comme elle y était invitée, si le fait d'avoir maintenu les "
    "plaques dans l'entrepôt pendant plus de quatre mois après le premier signalement des "
    "infiltrations, alors que la société disposait d'un second local conforme aux normes de "
    "conservation à moins de trente kilomètres, ne caractérisait pas une négligence d'une "
    "extrême gravité confinant au dol et dénotant l'inaptitude du prestataire à "
    "l'accomplissement de la mission qu'il avait acceptée, la cour d'appel a privé sa décision "
    "de base légale au regard de l'article 1240 du code civil. »"
)

_ARRET_FR_BLOCKS = (
    Title(
        "COUR DE CASSATION DE LA RÉPUBLIQUE DE NORLANDE",
        subtitle="Chambre civile",
    ),
    _u("Arrêt n° 512 du 14 octobre 2026, Pourvoi n° 24-18.377"),
    _u("Audience publique du 9 septembre 2026"),
    _u("Cassation"),
    _u("Mme Lemaistre-Dufour, présidente"),
    _u("Arrêt n° 512 F-B"),
    _u("RÉPUBLIQUE DE NORLANDE — AU NOM DU PEUPLE NORLANDAIS"),
    _u("ARRÊT DE LA COUR DE CASSATION, CHAMBRE CIVILE, DU 14 OCTOBRE 2026"),
    _u(
        "Mme Hélène Varennes, domiciliée 12 rue des Tanneurs, 41200 Castelmont, a formé le "
        "pourvoi n° 24-18.377 contre l'arrêt rendu le 4 avril 2024 par la cour d'appel de "
        "Valmont (1re chambre civile), dans le litige l'opposant :"
    ),
    _u(
        "1°/ à la société Numérica Patrimoine, société par actions simplifiée, dont le siège "
        "est 8 avenue de la Gare, 41350 Saint-Aubry-sur-Orne,"
    ),
    _u(
        "2°/ à l'association Mémoire photographique du Val-d'Orne, dont le siège est 3 place du "
        "Marché, 41200 Castelmont,"
    ),
    _u("défenderesses à la cassation."),
    _u(
        "La demanderesse invoque, à l'appui de son pourvoi, le moyen unique de cassation "
        "annexé au présent arrêt."
    ),
    _u("Le dossier a été communiqué au procureur général."),
    _u(
        "Sur le rapport de M. Ferrand, conseiller, les observations de la SCP Delorme et "
        "Kessler, avocat de Mme Varennes, de la SCP Aubrac, Lenoir et associés, avocat de la "
        "société Numérica Patrimoine, de Me Castaing, avocat de l'association Mémoire "
        "photographique du Val-d'Orne, et l'avis de Mme Roussel, avocate générale, après débats "
        "en l'audience publique du 9 septembre 2026 où étaient présents Mme Lemaistre-Dufour, "
        "présidente, M. Ferrand, conseiller rapporteur, Mme Abadie, conseillère doyenne, et Mme "
        "Quéré, greffière de chambre,"
    ),
    _u(
        "la chambre civile de la Cour de cassation, composée des présidente et conseillers "
        "précités, après en avoir délibéré conformément à la loi, a rendu le présent arrêt."
    ),
    # ------------------------------------------------------------------ Faits et procédure
    _h("Faits et procédure"),
    _n(
        "Selon l'arrêt attaqué (Valmont, 4 avril 2024), Auguste Varennes, photographe installé "
        "à Castelmont de 1921 à 1968, a constitué un fonds d'environ quatorze mille négatifs sur "
        "plaques de verre et de trois mille tirages, consacré à la vie rurale et industrielle de "
        "la vallée de l'Orne. À son décès, survenu en 1979, ce fonds a été recueilli par son "
        "fils, puis, en 2006, par sa petite-fille, Mme Hélène Varennes."
    ),
    _n(
        "Par une convention du 2 mars 2009, intitulée « convention de dépôt », Mme Varennes a "
        "confié le fonds à l'association Mémoire photographique du Val-d'Orne (l'association), "
        "à titre gratuit et pour une durée indéterminée, aux fins de conservation, d'inventaire "
        "et de mise en valeur. L'article 4 de cette convention stipulait :"
    ),
    _q(
        "« Le fonds demeure la propriété de la déposante. L'association s'engage à le conserver "
        "dans des conditions conformes aux normes de conservation des supports photographiques "
        "anciens. Elle ne peut s'en dessaisir, même temporairement, sans l'accord écrit de la "
        "déposante. La déposante peut à tout moment mettre fin à la présente convention "
        "moyennant un préavis de six mois. »"
    ),
    _n(
        "Par un arrêté du 17 juin 2014, pris sur le fondement de l'article L. 212-4 du code du "
        "patrimoine, le ministre chargé de la culture a déclaré le fonds « archives privées "
        "d'intérêt patrimonial ». Cette déclaration, qui n'emporte pas transfert de propriété, "
        "soumet le détenteur du fonds à une obligation de conservation et l'autorise à en confier "
        "la garde matérielle à un prestataire titulaire de l'agrément prévu par ce texte."
    ),
    _n(
        "Le 12 septembre 2016, sans en informer Mme Varennes, l'association a conclu avec la "
        "société Numérica Patrimoine (la société), titulaire de cet agrément, un contrat de "
        "prestation portant sur la numérisation de l'ensemble des plaques et sur leur stockage, "
        "pendant la durée des opérations, dans un entrepôt situé à Saint-Aubry-sur-Orne. Aux "
        "termes de ce contrat, la société s'obligeait à entreposer les plaques dans un local "
        "« sain, clos et couvert », maintenu à une température et à une hygrométrie constantes."
    ),
    _n(
        "En février 2018, à la suite d'infiltrations d'eau dans cet entrepôt, consécutives à la "
        "défaillance d'une toiture dont la société avait été avisée à plusieurs reprises depuis "
        "le mois d'octobre 2017, environ trois mille deux cents plaques ont été détruites ou "
        "irrémédiablement altérées."
    ),
    _n(
        "Une expertise judiciaire, ordonnée en référé le 6 juin 2019, a établi que les plaques "
        "endommagées avaient été entreposées au rez-de-chaussée de l'entrepôt, dans des caisses "
        "de bois dépourvues de toute protection étanche, à l'aplomb de la partie de la toiture "
        "dont la défaillance avait été signalée, et que l'hygrométrie du local avait excédé à "
        "plusieurs reprises, entre novembre 2017 et février 2018, le seuil de 60 % au-delà "
        "duquel l'émulsion des plaques se dégrade. L'expert a évalué à 158 000 euros la valeur "
        "des plaques détruites et à 28 000 euros le coût de la restauration des plaques altérées "
        "mais récupérables. Il a relevé qu'à la date du sinistre, la société avait numérisé "
        "environ six mille plaques, dont une partie de celles qui ont été détruites, mais que les "
        "fichiers produits, d'une résolution de 600 points par pouce, ne permettaient pas de "
        "réaliser des tirages d'une qualité comparable à ceux obtenus à partir des originaux."
    ),
    _n(
        "Ayant mis fin à la convention le 4 janvier 2019, Mme Varennes n'a obtenu, au terme du "
        "préavis, que la restitution partielle du fonds, à l'occasion de laquelle elle a appris "
        "l'existence du contrat de prestation et celle du sinistre, dont l'association ne "
        "l'avait pas informée. Elle a alors assigné l'association et la société devant le "
        "tribunal judiciaire de Castelmont, la première sur le fondement de la responsabilité "
        "contractuelle du dépositaire, la seconde sur celui de la responsabilité "
        "extracontractuelle, en réparation de ses préjudices. Par un jugement du 15 mars 2022, "
        "le tribunal a condamné in solidum l'association et la société à lui payer la somme de "
        "186 000 euros en réparation de son préjudice matériel et celle de 15 000 euros en "
        "réparation de son préjudice moral."
    ),
    _n(
        "Statuant sur l'appel de la société et de l'association, la cour d'appel a, par l'arrêt "
        "attaqué, rejeté l'ensemble des demandes formées contre la société et limité la "
        "condamnation de l'association à la somme de 40 000 euros, en retenant que, le fonds "
        "étant soumis au régime des archives privées d'intérêt patrimonial, sa conservation "
        "avait été assurée, à compter de la conclusion du contrat de prestation, « dans le cadre "
        "d'une mission légale » exclusive de toute responsabilité de droit commun du prestataire "
        "agréé envers le propriétaire, sauf faute lourde, laquelle n'était pas établie, et que "
        "l'association ne pouvait dès lors répondre que des seules dégradations antérieures au "
        "12 septembre 2016."
    ),
    _n(
        "Il ressort des conclusions des parties devant la cour d'appel que ni la société ni "
        "l'association ne s'étaient prévalues de ce régime. La société soutenait seulement, "
        "d'une part, que les infiltrations résultaient d'un défaut d'entretien imputable au "
        "bailleur de l'entrepôt, d'autre part, que l'évaluation de l'expert était excessive, les "
        "plaques détruites ayant été numérisées avant le sinistre. L'association soutenait, "
        "quant à elle, que le dommage était imputable à la seule société. La déclaration "
        "d'intérêt patrimonial, mentionnée dans l'exposé des faits, n'avait donné lieu à aucune "
        "discussion, et l'arrêt ne fait état d'aucune réouverture des débats."
    ),
    # ------------------------------------------------------------------ Examen du moyen
    _h("Examen du moyen"),
    _h("Sur la recevabilité du moyen, contestée par la défense", level=3),
    _n(
        "La société conteste la recevabilité du moyen. Elle soutient qu'il est nouveau et "
        "mélangé de fait et de droit, Mme Varennes n'ayant jamais soutenu devant les juges du "
        "fond que le régime prévu par l'article L. 212-4 du code du patrimoine était sans "
        "incidence sur la responsabilité du prestataire agréé."
    ),
    _n(
        "Cependant, le moyen, qui fait grief à la cour d'appel d'avoir relevé d'office ce régime "
        "sans inviter les parties à présenter leurs observations et d'en avoir tiré des "
        "conséquences juridiques erronées, est né de la décision attaquée."
    ),
    _n(
        "La société soutient en outre que la troisième branche, qui reproche à la cour d'appel "
        "d'avoir exigé la preuve d'une faute détachable du contrat, est dépourvue d'intérêt, dès "
        "lors que l'arrêt serait suffisamment justifié par le motif tiré de l'absence de faute "
        "lourde. Cependant, ce dernier motif étant lui-même critiqué par les première et "
        "deuxième branches, l'intérêt de la demanderesse à critiquer le motif distinct tiré de "
        "sa qualité de tiers au contrat n'est pas contestable."
    ),
    _n("Le moyen est donc recevable."),
    _h("Sur le moyen", level=3),
    _h("Énoncé du moyen", level=4),
    _n(_LONG_PARA_FR),
    _h("Réponse de la Cour", level=4),
    _h("Sur le moyen, pris en sa première branche", level=5),
    _u(
        "Vu l'article 16 du code de procédure civile et l'article 6, § 1, de la Convention de "
        "sauvegarde des droits de l'homme et des libertés fondamentales :"
    ),
    _n(
        "Selon le premier de ces textes, le juge doit, en toutes circonstances, faire observer "
        "et observer lui-même le principe de la contradiction. Il ne peut fonder sa décision "
        "sur les moyens de droit qu'il a relevés d'office sans avoir au préalable invité les "
        "parties à présenter leurs observations."
    ),
    _n(
        "Cette exigence, qui procède du droit à un procès équitable garanti par le second, "
        "s'impose au juge d'appel comme au premier juge. Elle vaut y compris lorsque le moyen "
        "relevé d'office est tiré d'un texte dont les parties ne pouvaient ignorer l'existence, "
        "dès lors que la connaissance d'un texte ne permet pas aux parties de prévoir l'usage que "
        "le juge entend en faire (Cass. 1re civ., 12 mai 2021, n° 19-24.567)."
    ),
    _n(
        "Elle s'impose avec une force particulière lorsque, comme en l'espèce, le moyen relevé "
        "d'office conduit le juge à écarter le régime de responsabilité dont les parties avaient "
        "débattu au profit d'un régime distinct, dont ni les conditions d'application ni les "
        "effets n'ont été discutés par aucune d'elles."
    ),
    _n(
        "Pour rejeter les demandes formées contre la société et limiter la condamnation de "
        "l'association, l'arrêt retient que le fonds a été déclaré archives privées d'intérêt "
        "patrimonial par l'arrêté du 17 juin 2014, que la conservation des archives ainsi "
        "déclarées constitue « une mission légale d'intérêt général », que le prestataire agréé "
        "qui s'en voit confier la garde l'exerce « pour le compte de la collectivité » et non "
        "pour celui du propriétaire, et qu'il ne saurait dès lors répondre envers ce dernier que "
        "de sa faute lourde."
    ),
    _n(
        "En statuant ainsi, par un moyen relevé d'office, tiré du régime des archives privées "
        "d'intérêt patrimonial, qui n'avait été invoqué par aucune des parties (cf. supra n° 9), "
        "sans avoir au préalable invité celles-ci à présenter leurs observations, la cour "
        "d'appel a violé les textes susvisés."
    ),
    _h("Et sur le moyen, pris en sa deuxième branche", level=5),
    _u("Vu l'article L. 212-4 du code du patrimoine :"),
    _n("Aux termes de ce texte :"),
    _q(
        "« Les archives privées qui présentent, du point de vue de l'histoire, un intérêt public "
        "peuvent, à la demande de leur propriétaire ou d'office, être déclarées archives privées "
        "d'intérêt patrimonial par arrêté du ministre chargé de la culture. La déclaration "
        "n'emporte pas transfert de propriété. Le propriétaire ou le détenteur des archives ainsi "
        "déclarées est tenu d'en assurer la conservation ; il peut en confier la garde matérielle "
        "à un prestataire agréé dans des conditions fixées par décret en Conseil d'État. »"
    ),
    _n(
        "Il en résulte que la déclaration d'intérêt patrimonial, qui impose au propriétaire ou "
        "au détenteur des archives une obligation de conservation dans l'intérêt général, laisse "
        "intacts les droits du propriétaire sur le fonds. Ce texte n'institue, au profit du "
        "prestataire agréé auquel la garde matérielle des archives est confiée, aucun régime de "
        "responsabilité dérogatoire au droit commun, l'agrément ayant pour seul objet de "
        "garantir la compétence technique de ce prestataire."
    ),
    _n(
        "Le décret pris pour l'application de ce texte, qui fixe les conditions de délivrance, "
        "de suspension et de retrait de l'agrément, ne comporte pas davantage de disposition "
        "relative à la responsabilité du prestataire agréé envers le propriétaire des archives "
        "dont la garde lui est confiée. Il ne confère pas à ce prestataire la qualité de "
        "collaborateur du service public des archives."
    ),
    _n(
        "Pour statuer comme il le fait, l'arrêt retient encore que l'agrément délivré au "
        "prestataire « lui confère la qualité de collaborateur occasionnel du service public des "
        "archives », que sa responsabilité ne saurait être appréciée « à l'aune des seules "
        "stipulations d'un contrat de droit privé », et qu'une faute lourde est dès lors "
        "nécessaire pour qu'il soit tenu envers le propriétaire du fonds."
    ),
    _n(
        "En statuant ainsi, alors que la déclaration d'intérêt patrimonial et l'agrément du "
        "prestataire ne limitaient pas la responsabilité de celui-ci envers le propriétaire des "
        "archives, la cour d'appel, qui a ajouté à la loi une condition qu'elle ne comporte pas, "
        "a violé le texte susvisé."
    ),
    _h("Et sur le moyen, pris en sa troisième branche", level=5),
    _u("Vu l'article 1240 du code civil :"),
    _n("Aux termes de l'article 1240 du code civil :"),
    _q(
        "« Tout fait quelconque de l'homme, qui cause à autrui un dommage, oblige celui par la "
        "faute duquel il est arrivé à le réparer. »"
    ),
    _n(
        "Il résulte de ce texte que le tiers à un contrat peut invoquer, sur le fondement de la "
        "responsabilité délictuelle, un manquement contractuel dès lors que ce manquement lui a "
        "causé un dommage, sans avoir à démontrer une faute distincte de ce manquement (Cass. "
        "1re civ., 12 mai 2021, n° 19-24.567 ; Cass. ch. mixte, 3 février 2023, n° 21-10.802)."
    ),
    _n(
        "Cette règle s'applique notamment au propriétaire d'un bien qui, confié à un "
        "dépositaire, a été remis par celui-ci à un tiers chargé de sa conservation, et qui a "
        "été détruit ou endommagé en raison de l'inexécution, par ce tiers, des obligations de "
        "conservation qu'il avait souscrites envers le dépositaire."
    ),
    _n(
        "Pour écarter la responsabilité de la société, l'arrêt retient en outre que Mme "
        "Varennes, tierce au contrat de prestation conclu entre l'association et la société, ne "
        "saurait se prévaloir des manquements de celle-ci à ses obligations contractuelles envers "
        "l'association, notamment à son obligation d'entreposer les plaques dans un local « "
        "sain, clos et couvert », et qu'elle ne démontre aucune faute détachable de ce contrat."
    ),
    _n(
        "En statuant ainsi, alors qu'elle avait constaté que la destruction des plaques "
        "appartenant à Mme Varennes avait pour cause les infiltrations d'eau survenues dans "
        "l'entrepôt choisi et exploité par la société, de sorte que le manquement de celle-ci à "
        "son obligation contractuelle de conservation, à le supposer établi, était de nature à "
        "engager sa responsabilité délictuelle envers la propriétaire des plaques, la cour "
        "d'appel a violé le texte susvisé."
    ),
    # ------------------------------------------------------------------ Portée
    _h("Portée et conséquences de la cassation", level=3),
    _n(
        "La cassation prononcée sur les trois premières branches du moyen rend sans objet "
        "l'examen de la quatrième branche."
    ),
    _n(
        "En application de l'article 624 du code de procédure civile, la cassation du chef de "
        "dispositif rejetant les demandes formées contre la société entraîne, par voie de "
        "conséquence, celle du chef de dispositif limitant à 40 000 euros la condamnation de "
        "l'association, qui repose sur le même motif (cf. supra n° 8) et s'y rattache par un "
        "lien de dépendance nécessaire, ainsi que celle des chefs de dispositif relatifs aux "
        "dépens et à l'application de l'article 700 du code de procédure civile."
    ),
    _n(
        "L'intérêt d'une bonne administration de la justice ne justifie pas que la Cour statue "
        "elle-même au fond, l'appréciation de l'existence et de l'étendue des manquements "
        "reprochés à la société et à l'association, ainsi que l'évaluation des préjudices, "
        "relevant du pouvoir souverain des juges du fond. Il y a lieu, dès lors, de renvoyer "
        "l'affaire devant une autre cour d'appel."
    ),
    _n(
        "Il n'y a pas lieu de mettre hors de cause l'association, dont la présence devant la "
        "cour d'appel de renvoi est nécessaire à la solution du litige, la répartition de la "
        "charge de la réparation entre elle et la société devant être à nouveau examinée."
    ),
    # ------------------------------------------------------------------ Dispositif
    _h("PAR CES MOTIFS, la Cour :"),
    _u(
        "CASSE ET ANNULE, en toutes ses dispositions, l'arrêt rendu le 4 avril 2024, entre les "
        "parties, par la cour d'appel de Valmont ;"
    ),
    _u(
        "Remet l'affaire et les parties dans l'état où elles se trouvaient avant cet arrêt et "
        "les renvoie devant la cour d'appel de Sarlange ;"
    ),
    _u(
        "Condamne la société Numérica Patrimoine et l'association Mémoire photographique du "
        "Val-d'Orne aux dépens ;"
    ),
    _u(
        "En application de l'article 700 du code de procédure civile, rejette les demandes "
        "formées par la société Numérica Patrimoine et l'association Mémoire photographique du "
        "Val-d'Orne et les condamne in solidum à payer à Mme Varennes la somme globale de "
        "3 000 euros ;"
    ),
    _u(
        "Dit que, sur les diligences du procureur général près la Cour de cassation, le présent "
        "arrêt sera transmis pour être transcrit en marge ou à la suite de l'arrêt cassé ;"
    ),
    _u(
        "Ainsi fait et jugé par la Cour de cassation, chambre civile, et prononcé par la "
        "présidente en son audience publique du quatorze octobre deux mille vingt-six."
    ),
    _u("Le conseiller rapporteur — La présidente — La greffière de chambre"),
    # ------------------------------------------------------------------ Moyen annexé
    PageBreak(),
    _h("MOYEN ANNEXÉ au présent arrêt"),
    _u(
        "Moyen produit par la SCP Delorme et Kessler, avocat aux Conseils, pour Mme Hélène Varennes"
    ),
    _u(
        "Il est fait grief à l'arrêt attaqué D'AVOIR débouté Mme Varennes de l'ensemble de ses "
        "demandes dirigées contre la société Numérica Patrimoine et D'AVOIR limité à la somme de "
        "40 000 euros la condamnation prononcée contre l'association Mémoire photographique du "
        "Val-d'Orne ;"
    ),
    _u(
        "AUX MOTIFS QUE « le fonds Varennes a été déclaré archives privées d'intérêt "
        "patrimonial par arrêté ministériel du 17 juin 2014 ; qu'il résulte de l'art. L. 212-4 "
        "du code du patrimoine que le détenteur d'archives ainsi déclarées est tenu d'en assurer "
        "la conservation et peut en confier la garde matérielle à un prestataire agréé ; que "
        "cette conservation, imposée par la loi dans l'intérêt de la collectivité, constitue une "
        "mission légale d'intérêt général ; que le prestataire agréé, qui l'exerce pour le "
        "compte de la collectivité et non pour celui du propriétaire, a la qualité de "
        "collaborateur occasionnel du service public des archives ; que sa responsabilité ne "
        "saurait dès lors être appréciée à l'aune des seules stipulations d'un contrat de droit "
        "privé et ne peut être engagée envers le propriétaire qu'en cas de faute lourde ;"
    ),
    _u(
        "qu'en l'espèce, si la société Numérica Patrimoine a été avisée, à compter du mois "
        "d'octobre 2017, de l'existence d'infiltrations dans la toiture de l'entrepôt de "
        "Saint-Aubry-sur-Orne, elle justifie avoir sollicité à deux reprises l'intervention du "
        "bailleur et fait procéder au bâchage partiel de la toiture ; que ces diligences, pour "
        "insuffisantes qu'elles se soient révélées, excluent que lui soit imputée une faute "
        "lourde ; qu'au surplus, Mme Varennes, tierce au contrat de prestation conclu le 12 "
        "septembre 2016, ne saurait se prévaloir des manquements de la société à ses "
        "obligations envers l'association, et ne démontre aucune faute détachable de ce "
        "contrat ;"
    ),
    _u(
        "que, s'agissant de l'association, le dessaisissement du fonds au profit d'un "
        "prestataire agréé était autorisé par la loi elle-même, de sorte qu'il ne peut lui être "
        "reproché d'avoir méconnu la clause de la convention de dépôt lui interdisant de s'en "
        "dessaisir sans l'accord de la déposante ; que sa responsabilité ne peut être retenue "
        "qu'au titre des dégradations constatées sur certains tirages avant le 12 septembre "
        "2016, dont le préjudice sera réparé par l'allocation d'une somme de 40 000 euros » ;"
    ),
    _u(
        "1°) ALORS QUE le juge doit, en toutes circonstances, faire observer et observer "
        "lui-même le principe de la contradiction ; qu'il ne peut fonder sa décision sur les "
        "moyens de droit qu'il a relevés d'office sans avoir au préalable invité les parties à "
        "présenter leurs observations ; qu'aucune des parties ne soutenait que la déclaration "
        "d'intérêt patrimonial aurait soumis la conservation du fonds à un régime légal "
        "exclusif de la responsabilité de droit commun, la société Numérica Patrimoine se "
        "bornant à contester sa faute et le montant du préjudice, et l'association soutenant que "
        "le dommage était imputable à la seule société ; qu'en relevant d'office ce moyen sans "
        "inviter les parties à s'en expliquer, la cour d'appel a méconnu le principe de la "
        "contradiction et le droit à un procès équitable, en violation de l'article 16 du code "
        "de procédure civile et de l'Art. 6, § 1, de la Convention de sauvegarde des droits de "
        "l'homme et des libertés fondamentales ;"
    ),
    _u(
        "qu'il en est d'autant plus ainsi que la cour d'appel, après avoir relevé d'office ce "
        "moyen, en a tiré des conséquences déterminantes pour la solution du litige, puisqu'il "
        "l'a conduite tout à la fois à substituer au régime de responsabilité invoqué par Mme "
        "Varennes un régime de faute lourde qu'aucune partie n'avait évoqué, à écarter la "
        "clause de la convention de dépôt interdisant à l'association de se dessaisir du fonds "
        "sans l'accord de la déposante, et à réduire de 201 000 euros à 40 000 euros le montant "
        "de la réparation ; qu'invitée à s'expliquer, Mme Varennes aurait pu faire valoir que "
        "l'arrêté du 17 juin 2014, dont elle avait elle-même sollicité l'adoption, ne comportait "
        "aucune disposition relative à la responsabilité du prestataire ;"
    ),
    _u(
        "2°) ALORS QUE la déclaration d'archives privées d'intérêt patrimonial n'emporte pas "
        "transfert de propriété et n'a d'autre effet que de soumettre le détenteur à une "
        "obligation de conservation et de l'autoriser à confier la garde matérielle des archives "
        "à un prestataire agréé ; qu'aucune disposition de l'art. L. 212-4 du code du patrimoine "
        "ni du décret pris pour son application ne confère au prestataire agréé la qualité de "
        "collaborateur du service public, ni ne limite sa responsabilité envers le propriétaire "
        "aux cas de faute lourde ; qu'en décidant le contraire, la cour d'appel a ajouté à la "
        "loi une condition qu'elle ne comporte pas et violé le texte susvisé ;"
    ),
    _u(
        "3°) ALORS QUE le tiers à un contrat peut invoquer, sur le fondement de la "
        "responsabilité délictuelle, un manquement contractuel dès lors que ce manquement lui a "
        "causé un dommage ; qu'en exigeant de Mme Varennes, propriétaire des plaques détruites, "
        "la preuve d'une faute détachable du contrat de prestation, après avoir constaté que "
        "cette destruction avait pour cause les infiltrations survenues dans l'entrepôt exploité "
        "par la société, la cour d'appel a violé l'article 1240 du code civil ;"
    ),
    _u(
        "4°) ALORS, EN TOUT ÉTAT DE CAUSE, QUE constitue une faute lourde la négligence d'une "
        "extrême gravité, confinant au dol et dénotant l'inaptitude du débiteur à "
        "l'accomplissement de la mission qu'il a acceptée ; que Mme Varennes faisait valoir, "
        "pièces à l'appui, que la société, avertie dès le mois d'octobre 2017 de la défaillance "
        "de la toiture, avait maintenu pendant plus de quatre mois des plaques de verre "
        "irremplaçables dans un local exposé aux infiltrations, alors qu'elle disposait à "
        "Brévillon, à moins de trente kilomètres, d'un local conforme aux normes de "
        "conservation ; qu'en se bornant à relever que la société avait sollicité le bailleur "
        "et fait bâcher partiellement la toiture, sans rechercher si l'absence de tout transfert "
        "des plaques, pendant une telle durée, ne caractérisait pas une faute lourde, la cour "
        "d'appel a privé sa décision de base légale au regard de l'article 1240 du code civil."
    ),
)

ARRET_FR_CASSATION = SampleDoc(
    stem="arret_fr_cassation",
    language="fr",
    kind="judgment",
    direction="ltr",
    running_header="Cour de cassation — Chambre civile — Pourvoi n° 24-18.377",
    running_footer="Arrêt n° 512",
    blocks=_ARRET_FR_BLOCKS,
)

DOCUMENTS: list[SampleDoc] = [JUDGMENT_EN_APPEAL, ARRET_FR_CASSATION]
