"""Given names a bare personal name in prose starts with (``names.PERSON_BARE_PATTERN``).

Written by ``python -m bench.make_given_names`` (its docstring says how): the given
names of Faker's person providers en_US, en_GB, en_IE, fr_FR, fr_DZ and de_DE, less
those that are also words of legal text, places, months or everyday words.
Faker: MIT License, Copyright (c) 2012 Daniele Faraglia.
Permission is hereby granted, free of charge, to any person obtaining a copy of this
software and associated documentation files (the "Software"), to deal in the
Software without restriction, including without limitation the rights to use, copy,
modify, merge, publish, distribute, sublicense, and/or sell copies of the Software,
and to permit persons to whom the Software is furnished to do so, subject to the
following conditions: The above copyright notice and this permission notice shall be
included in all copies or substantial portions of the Software. THE SOFTWARE IS
PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
"""

_NAMES = """
    Aaron Abbas Abbi Abbie Abby Abdelatif Abdelkader Abderaouf Abderrahmane Abdul Abdullah
    Abigail Abraham Abram Achim Ada Adalbert Adam Adel Adelbert Adele Adelgunde Adelheid
    Adelinde Adeline Adem Adina Adolf Adolfine Adrian Adriana Adriane Adrien Adrienne Adèle
    Aedan Aenne Agata Agatha Agathe Agnes Agnieszka Agnès Ahmad Ahmed Ahmet Aidan Aideen Aiden
    Aileen Ailis Aimee Aine Aisling Aislinn Akram Aladin Alain Alan Alana Alanis Alanna Alannah
    Alastair Alban Albert Albertine Alberto Albin Albina Albrecht Aldo Alec Alejandra Alejandro
    Aleksandar Aleksander Aleksandr Aleksandra Aleksej Alena Alessandro Alex Alexa Alexander
    Alexandra Alexandre Alexandros Alexei Alexej Alexis Alf Alfons Alfonso Alfred Alfredo Ali
    Alice Alicia Alicja Alida Alina Aline Alisha Alison Alistair Alister Alix Alla Allan Allen
    Allison Alma Almut Almuth Alois Aloisia Aloys Alphonse Alvin Alwin Alwina Alwine Alyssa
    Amalia Amalie Amanda Amani Amel Amelia Amelie Amie Amina Amine Amir Amira Amy Amy-Lee
    Amy-Leigh Amélie Ana Anastasia Anastasie Anastasios Anatol Anatoli Anatolij Anaïs Andre
    Andrea Andreas Andree Andrei Andrej Andres Andrew Andrey Andrzej André Andrée Andy Aneta
    Anett Anette Angela Angelica Angelika Angelina Angelique Angelo Angie Angus Anica Anika Anis
    Anissa Anita Anja Anka Anke Ann Ann-Kathrin Anna Anna-Lena Anna-Luise Anna-Maria Anna-Marie
    Annaliese Annalise Annamaria Anne Anne-Kathrin Anne-Katrin Anne-Marie Anne-Rose Annedore
    Annegret Annegrete Annekatrin Anneke Annelene Anneli Annelie Annelies Anneliese Annelise
    Annelore Annemarie Annemie Annerose Annett Annette Anni Annie Annika Annita Anny Anouk
    Anselm Ansgar Anthony Antje Anto Antoin Antoine Antoinette Anton Antonia Antonie Antonietta
    Antonina Antonino Antonio Antonios Antonius Antony Aodhan Aoibheann Aoibhin Aoibhinn Aoife
    Apollonia Apostolos Arezki Ariana Ariane Arianne Aribert Ariel Arif Armin Arnaude Arnd Arndt
    Arne Arnfried Arnim Arno Arnold Arnulf Arran Arron Arthur Artur Arzu Ashlee Ashleigh Ashlene
    Ashley Ashling Ashton Asma Asta Astrid Athanasios Attila Audrey Augusta Auguste Augustin
    Aurelia Aurélie Axel Aya Ayesha Aymen Aynur Ayoub Ayse Aysel Ayten Aziz Babett Babette
    Bailey Bailie Baldur Balthasar Baptist Barbara Barry Bartholomäus Bastian Bayram Beata Beate
    Beatrice Beatrix Becky Bekir Bela Belinda Ben Benedikt Benita Benjamin Benn Benno Benoît
    Berend Berit Bernadette Bernard Bernd Bernd-Dieter Berndt Bernfried Bernhard Bernhardine
    Bernt Bernward Bert Berta Bertha Berthold Bertold Bertram Bertrand Beth Bethan Bethany
    Betina Betti Bettina Betty Beverley Beverly Bianca Bianka Billie-Jo Billy Birger Birgid
    Birgit Birgitt Birgitta Birte Birthe Björn Blaine Blake Blanaid Blanka Bobby Bodo Bogdan
    Bonnie Boris Bouchra Bozena Brad Bradley Brady Brandi Brandon Branka Branko Breandan Breanna
    Brenda Brendan Brent Brett Brian Briana Brianna Bridget Brigid Brigitta Brigitte Brit Brita
    Britt Britta Brittany Brittney Brogan Bronach Bronagh Brooke Bruce Brunhild Brunhilde Bruni
    Bruno Bryan Bryce Bryony Burckhard Burghard Burkard Burkhard Burkhardt Bärbel Cahal Cahir
    Cailin Cailum Caitlin Caitlyn Caitriona Cal Caleb Callan Callum Calogero Calum Calvin
    Cameron Camilla Camille Canan Candace Candice Caoilfhionn Caoimhe Caoimhin Caolain Caolan
    Caomhan Cara Caragh Caren Carin Carina Carl Carl-Heinz Carla Carlo Carlos Carly Carmel
    Carmela Carmelo Carmen Carmine Carol Carola Carole Carolin Carolina Caroline Carolyn Carrie
    Carsten Casey Cassandra Cassidy Cassie Caterina Cathal Catharina Catherine Cathleen Cathrin
    Cathy Catrin Catriona Ceara Cecilia Celal Celine Cemal Cemil Cengiz Centa Cesar Cetin
    Chabane Chanez Chantal Chantel Chantelle Charis Charlene Charles Charlie Charlotte Che
    Chelsey Cherie Cherif Cherith Cheryl Cheyenne Chiraz Chloe Chris Christa Christa-Maria
    Christel Christelle Christiana Christiane Christie Christin Christina Christine Christl
    Christof Christoph Christophe Christopher Christos Christy Cianan Ciara Ciaran Ciarrai Cilli
    Cillian Cilly Cindy Claas Clara Clarence Clarissa Clark Claude Claudia Claudine Claudio
    Claudius Claus Claus-Dieter Claus-Peter Clayton Clemens Cliodhna Cliona Clive Clodagh Cläre
    Clémence Codie Cody Cole Colette Colin Colleen Collette Collin Colm Colton Colum Conal
    Conall Conan Concetta Conchur Conn Connie Connor Conny Conor Conrad Constantin Constanze
    Cora Cord Cordula Corey Corina Corinna Corinne Cormac Cornelia Cornelius Corrie Cortney Cory
    Cosima Cosimo Courteney Courtney Craig Cristian Cristina Curt Curtis Cynthia Czeslaw Cäcilia
    Cäcilie Cécile Célia Célina Céline Dagmar Dagobert Daire Dairine Dajana Dakota Dale Dalia
    Dalton Damaris Damian Damien Damon Dan Dana Danica Daniel Daniela Danielle Danilo Danny
    Danuta Dara Darcy Daria Darin Darius Dariusz Darko Darlene Darragh Darrell Darren Darryl
    Daryl Dave David Dayna Deaglan Deane Deanna Dearbhail Dearbhaile Dearbhla Debbie Deborah
    Debra Declan Deirbhile Delia Demi Demi-Lee Demi-Leigh Denis Denise Dennis Denny Derek Dermot
    Derrick Dervla Desiree Desmond Detlef Detlev Devin Devon Diana Diane Diarmuid Diedrich Dierk
    Dieter Diethard Diethelm Diether Dietlind Dietlinde Dietmar Dietrich Dillon Dimitri
    Dimitrios Dina Dino Dionne Dirk Ditmar Dittmar Djamel Dogan Dolores Domenico Domhnall
    Dominic Dominik Donal Donald Donata Donna Dora Doreen Dorina Doris Dorit Dorle Dorota
    Dorothe Dorothea Dorothee Dorothy Dorothée Douglas Dounia Dragan Dragica Drago Duane Duncan
    Dunja Dursun Dusan Dustin Dwayne Dylan Dörte Dörthe Eadaoin Eamon Eamonn Eberhard Eberhardt
    Ebony Eckard Eckart Eckehard Eckhard Eckhardt Eckhart Edda Eddie Edel Edelbert Edelgard
    Edeltraud Edeltraut Edeltrud Edgar Edit Edith Editha Edmund Eduard Eduardo Edward Edwin
    Egbert Eggert Egon Ehrenfried Ehrentraud Ehrhard Eileen Eilis Eilish Eimear Eimer Eimhear
    Eitel Ekaterina Ekkehard Ekkehart Ekrem Elaine Eleanor Elena Eleni Elenore Eleonora Eleonore
    Elfi Elfie Elfriede Elias Elif Elijah Elisa Elisabet Elisabeth Elise Elisha Elizabeth Elke
    Ella Ellen Elli Ellie Ellinor Elliot Elliott Elly Elma Elmar Eloise Elsa Elsbeth Elvira
    Elwira Elzbieta Emanuel Emer Emil Emilia Emilie Emily Emin Emine Emma Emma-Louise Emmanuel
    Emmanuelle Emmerich Emmet Emmett Emmi Emmy Enda Engelbert Engin Enno Enrico Enver Enya
    Eoghan Eoin Ercan Erdal Erdmute Erdogan Erhard Erhardt Eric Erica Erich Erik Erika Erin
    Erkan Erna Ernestine Ernst Ernst-August Ernst-Dieter Ernst-Otto Erol Erwin Eryn Esther Ethan
    Etta Euan Eugen Eugene Eugenia Eugenie Eugène Eunan Eva Eva-Maria Eva-Marie Evamaria Evan
    Evangelia Evangelos Evelin Eveline Evelyn Evelyne Evi Evie Ewa Ewald Ewan Fabian Fabienne
    Fadime Fainche Falk Falko Fanny Farah Fares Farid Farouk Faruk Fatih Fatima Fatma Fatteh
    Faye Feargal Fearghal Fedor Felicia Felicitas Felix Felizitas Fella Ferdi Ferdinand Ferenc
    Fergal Fergus Ferhat Feriel Fernando Filippo Filiz Finbar Finn Fintan Fiona Fionntan
    Fionnuala Flora Florentine Florian Fodil Folker Folkert Fouzia Franca Frances Francesca
    Francesco Francis Francisco Franck Franco Francoise Franjo Frank-Michael Frank-Peter Franka
    Franklin Franz Franz-Josef Franz-Peter Franz-Xaver Franziska François Françoise Frauke
    Frazer Fred Freddy Frederic Frederick Frederik Frederike Fredi Fredo Fredy Freia Freya Frida
    Fridolin Frieda Friedbert Friedemann Frieder Friedericke Friederike Friedhelm Friedhilde
    Friedhold Friedl Friedlinde Friedo Friedrich Friedrich-Karl Friedrich-Wilhelm Frithjof Fritz
    Frédéric Frédérique Gabi Gabor Gabriel Gabriela Gabriele Gabriella Gabrielle Gaby Gaetano
    Gail Galina Gareth Garrett Garry Gary Gavin Gebhard Geert Gemma Geneviève Genoveva Geoffrey
    Georg George Georges Georgina Georgine Georgios Gerald Geraldine Gerard Gerd Gerda Gerdi
    Gereon Gerfried Gerhard Gerhardt Gerhart Gerhild Gerlind Gerlinde Gernot Gero Gerold Gerolf
    Gert Gerta Gerti Gertraud Gertraude Gertraut Gertrud Gertrude Gerwin Gesa Gesche Gesine Geza
    Ghilas Giesela Gilbert Gilda Giles Gilles Gillian Gina Gino Giorgio Giovanna Giovanni Gisa
    Gisbert Gisela Gislinde Gitta Gitte Giuseppe Giuseppina Glenda Glenn Gloria Goran Gordana
    Gordon Gottfried Gotthard Gotthilf Gotthold Gottlieb Gottlob Graeme Graham Grainne Grazyna
    Greg Gregg Gregor Gregory Greta Gretchen Grete Gretel Gretl Grit Grzegorz Grégoire Gudrun
    Gudula Guenter Guenther Guido Guillaume Guiseppe Gunar Gunda Gundel Gundi Gundolf Gundula
    Gunhild Gunnar Gunter Gunther Guntram Gustav Gusti Gwendolyn Gérard Gönül Götz Gülay Gülsen
    Gülten Günter Günther Hadjer Hagen Hailey Hajo Hakan Haley Halil Halina Hamid Hamish Hamza
    Hana Hania Hanife Hanna Hannah Hannchen Hanne Hanne-Lore Hannelore Hannes Hanni Hanno Hanns
    Hanny Hans Hans-Adolf Hans-Albert Hans-Bernd Hans-Christian Hans-Detlef Hans-Dieter
    Hans-Dietrich Hans-Eberhard Hans-Erich Hans-Friedrich Hans-Georg Hans-Gerd Hans-Gerhard
    Hans-Günter Hans-Günther Hans-Heinrich Hans-Helmut Hans-Henning Hans-Herbert Hans-Hermann
    Hans-Hinrich Hans-Joachim Hans-Jochen Hans-Josef Hans-Jörg Hans-Jürgen Hans-Karl Hans-Ludwig
    Hans-Martin Hans-Michael Hans-Otto Hans-Peter Hans-Rainer Hans-Rudolf Hans-Theo Hans-Ulrich
    Hans-Uwe Hans-Walter Hans-Werner Hans-Wilhelm Hans-Willi Hans-Wolfgang Hansgeorg Hansjoachim
    Hansjörg Hansjürgen Hanspeter Harald Hardy Harold Harri Harriet Harro Harry Hartmut Hartmuth
    Hartwig Harvey Hasan Hassan Hasso Hatice Hayat Hayden Hayleigh Hayley Hector Hedda Hedi
    Hedwig Hedy Heide Heide-Marie Heidelinde Heidelore Heidemarie Heiderose Heidi Heidrun Heike
    Heiko Heimo Heiner Heinfried Heini Heino Heinrich Heinz Heinz-Dieter Heinz-Georg Heinz-Gerd
    Heinz-Günter Heinz-Günther Heinz-Joachim Heinz-Josef Heinz-Jürgen Heinz-Otto Heinz-Peter
    Heinz-Walter Heinz-Werner Heinz-Wilhelm Heinz-Willi Helen Helena Helene Helfried Helga Helge
    Hella Hellmut Hellmuth Helma Helmar Helmtrud Helmut Helmuth Hendrik Henner Henni Henning
    Henny Henri Henriette Henrik Henrike Henry Henryk Herbert Heribert Herlinde Herma Hermann
    Hermann-Josef Hermine Herrmann Herta Hertha Herwig Hilary Hilda Hildburg Hilde Hildegard
    Hildegart Hildegund Hildegunde Hilma Hilmar Hiltraud Hiltrud Hinrich Hocine Holger Hollie
    Holm Horst Horst-Dieter Horst-Günter Horst-Peter Hortense Houcine Houda Howard Hubert
    Hubertine Hubertus Hugh Hugo Hugues Hulda Hélène Hülya Hüseyin Iain Ian Ibrahim Ida Ignatz
    Ignaz Igor Ikram Ildiko Ilhan Ilias Ilija Ilja Ilka Ilona Ilonka Ilse Ilyes Imelda Imene
    Imke Immo Imre Ina Ines Inga Ingbert Inge Ingeborg Ingeburg Ingelore Ingetraud Ingetraut
    Ingmar Ingo Ingolf Ingrid Ingried Inka Inken Inna Insa Inès Ioannis Iona Ira Irena Irene
    Irina Irma Irmela Irmengard Irmgard Irmhild Irmi Irmingard Irmtraud Irmtraut Irmtrud Isa
    Isaac Isabel Isabell Isabella Isabelle Isaiah Isidor Ismail Ismet Isolde Istvan Ivan Ivana
    Ivanka Ivo Ivonne Iwan Iwona Jacek Jackie Jaclyn Jacob Jacqueline Jacques Jadwiga Jaime Jake
    Jakob James Jamie Jamie-Lee Jamie-Leigh Jan Jan-Peter Jana Jane Janet Janett Janette Janice
    Janin Janina Janine Janko Jann Janna Janos Janus Janusz Jaqueline Jared Jarlath Jaroslav
    Jaroslaw Jasmin Jasmina Jason Javier Jay Jayde Jayne Jean Jeanette Jeanne Jeannette Jeannine
    Jeff Jeffery Jeffrey Jelena Jemma Jenna Jenni Jennifer Jenny Jens Jens-Peter Jens-Uwe
    Jeremiah Jeremy Jermaine Jerome Jerry Jerzy Jesse Jessica Jessika Jesus Jill Jillian Jim
    Jimmy Jiri Joachim Joan Joana Joann Joanna Joanne Jobst Jocelyn Jochem Jochen Jodi Jodie
    Jody Joe Joel Joerg Johan Johann Johanna Johanne Johannes John Johnathan Johnny Jolanda
    Jolanta Jolanthe Jolene Jon Jonas Jonathan Jonathon Jordon Jorge Jose Josef Josefa Josefine
    Joseph Josephine Josette Josh Joshua Josip Jost José Joséphine Jovan Jozef Juan Jude Judith
    Judy Juergen Jules Julia Julian Juliana Juliane Julie Julie-Anne Julien Juliette Julius Juri
    Jurij Justin Justina Justine Justus Jutta Jérôme Jörg Jörg-Peter Jörgen Jörn Jürgen Kada
    Kahina Kai-Uwe Kaitlin Kaitlyn Kamil Kane Kara Karen Kari Karin Karina Karl Karl-August
    Karl-Dieter Karl-Ernst Karl-Friedrich Karl-Georg Karl-Hans Karl-Heinrich Karl-Heinz
    Karl-Hermann Karl-Josef Karl-Jürgen Karl-Ludwig Karl-Otto Karl-Peter Karl-Werner
    Karl-Wilhelm Karla Karley Karlfried Karlheinz Karola Karolin Karolina Karoline Karsten
    Kasimir Kaspar Kata Katalin Katarina Katarzyna Kate Katelyn Katerina Katharina Katharine
    Katherina Katherine Kathi Kathleen Kathrin Kathryn Kathy Kati Katia Katie Katie-Louise Katja
    Katrin Katrina Katy Kay-Uwe Kayla Kaylee Kayleigh Kazim Kealan Keelan Keely Keeva Keith
    Kelli Kellie Kelly Kelly-Anne Kelly-Marie Kelsey Kelvin Kemal Kenan Kendra Kenneth Keri
    Kerri Kerrie Kerry Kerstin Kevin Khadidja Khaled Khalil Kiara Kiera Kieran Kilian Killian
    Kim Kimberley Kimberly Kira Kirk Kirsten Kirstie Kirstin Kirsty Klaas Klara Klaudia Klaus
    Klaus-Dieter Klaus-Günter Klaus-Jürgen Klaus-Michael Klaus-Peter Klaus-Ulrich Klaus-Werner
    Klemens Klothilde Kläre Knud Knut Konrad Konstantin Konstantinos Konstanze Korbinian Kordula
    Kori Korinna Kornelia Kornelius Kreszentia Kreszenz Kriemhild Krista Kristen Kristi Kristian
    Kristiane Kristie Kristin Kristina Kristine Kristopher Kristy Krystal Krystyna Krzysztof
    Kunibert Kunigunda Kunigunde Kuno Kurt Kurtis Kyle Kylie Käte Käthe Käthi Lacey Ladislaus
    Laetitia Laila Lambert Lamine Lana Laoise Lara Larissa Larry Lars Laszlo Latasha Latoya
    Laura Laure Lauren Laurence Laurent Laurenz Laurie Lawrence Lea Leah Leander Leanne Lee Leif
    Leigh Leila Lena Lene Leni Leo Leokadia Leon Leona Leonard Leonardo Leonhard Leonid Leonie
    Leonore Leopold Leopoldine Leroy Lesley Leslie Leszek Levi Lewis Leyla Lia Liam Liane Lidia
    Lidija Lidwina Liesa Liesbeth Lieschen Liesel Lieselotte Lila Lili Lilia Lilian Liliana
    Liliane Lilija Lilli Lilly Lilo Lina Linda Lindsay Lindsey Linus Lioba Lisa Lisa-Marie
    Lisbeth Liselotte Lisette Lissi Lissy Ljiljana Ljubica Ljudmila Lloyd Logan Loni Lonnie
    Lorcan Lore Lorenz Lorenzo Loretta Lori Lorna Lotfi Lothar Lotte Lotti Louis Louise Luc
    Lucas Luciano Lucie Lucinda Lucy Ludger Ludmila Ludmilla Ludwig Ludwina Luigi Luis Luisa
    Luise Luitgard Luka Lukas Luke Luzia Luzie Lydia Lyna Lynda Lyndon Lyndsay Lyndsey Lynn
    Lynne Lynsey Léon Macauley Mackenzie Madeleine Madeline Madlen Maeve Magarete Magda
    Magdalena Magdalene Maggie Magnus Magret Magrit Mahmoud Mahmut Maik Maike Mairead Mairtin
    Maja Makayla Malachy Malak Malcolm Malgorzata Malik Mallory Mandy Manel Manfred Manja Manon
    Manuel Manuela Manus Mara Marc Marcel Marcella Marcelle Marcia Marco Marcus Mareen Mareike
    Mareile Marek Maren Marga Margaret Margareta Margarete Margaretha Margarethe Margarita
    Margaud Margaux Margit Margita Margitta Margot Margret Margrit Marguerite Maria Maria-Luise
    Maria-Theresia Mariah Marian Mariana Marianna Marianne Marica Marie Marie-Claire
    Marie-Louise Marie-Luise Marie-Theres Marie-Therese Mariechen Mariele Marieluise Marietta
    Marija Marijan Marika Marilyn Marina Mario Mariola Marion Marisa Marissa Marit Marita
    Maritta Marius Mariusz Marjan Marko Markus Marleen Marlen Marlene Marlies Marliese Marlis
    Marta Marten Martha Marthe Martin Martina Martine Martyn Marvin Marwa Mary Maryse Marzena
    Mason Massimo Massinissa Mathew Mathias Mathilde Mato Matteo Matthew Matthias Matthieu
    Matthäus Mattias Maura Maureen Maurizio Maxim Maximilian Maxwell Maya Mckenzie Meabh Meagan
    Meaghan Mechthild Mechthilde Mechtild Meg Megan Meghan Mehdi Mehmet Meibh Meik Meike
    Meinhard Meinolf Meinrad Melanie Melinda Melissa Melita Melitta Melody Melvin Meral Meredith
    Meriem Meryem Mesut Meta Metin Mia Micha Michael Michaela Michaele Michail Micheal Micheala
    Michel Michele Michelle Michèle Miguel Mijo Mikayla Mike Mikhail Milan Milena Milica Milka
    Milos Mina Mindy Minna Miodrag Mira Miranda Mirco Mirella Miriam Mirja Mirjam Mirjana Mirko
    Miroslav Miroslaw Miroslawa Mitchel Mitchell Mohamed Mohammad Mohammed Mohand Mollie Molly
    Mona Monica Monika Monique Monja Morgan Moritz Mouloud Mounir Mourad Moussa Muharrem Murat
    Mustafa Mustapha Muzaffer Myles Myriam Mélissa Nacer Nada Nadeschda Nadeshda Nadia Nadin
    Nadine Nadir Nadja Naoimh Naoise Naomh Naomi Narimane Nassim Natali Natalia Natalie Natalija
    Natalja Natascha Natasha Nath Nathalie Nathan Nathaniel Nawal Nazim Necati Nedjma Neil Nelli
    Nelly Nermin Nesrine Nevenka Niall Niamh Nichola Nicholas Nichole Nick Nico Nicola Nicolai
    Nicolas Nicolaus Nicole Niels Nigel Nihad Nikita Nikki Niklas Niko Nikola Nikolai Nikolaj
    Nikolaos Nikolas Nikolaus Nils Nina Noah Noel Nora Norbert Norma Notburga Nour Noémi Noël
    Nuala Nuran Nuray Nurettin Nuri Nurten Oda Odette Odhran Oisin Olaf Olav Ole Olena Olga
    Oliver Olivia Olivie Olivier Omar Oonagh Orfhlaith Orhan Orla Orlagh Orlaigh Orlaith Ortrud
    Ortrun Ortwin Oscar Oskar Osman Oswald Oswin Otfried Othmar Otmar Ottfried Ottilie Ottmar
    Otto Ottokar Ottomar Ouanes Oussama Owen Oxana Padraic Padraig Padraigin Paige Pam Pamela
    Paola Paolo Pascal Pascale Pasquale Patric Patrice Patricia Patrick Patrik Patrizia Patty
    Paul Paul-Gerhard Paul-Heinz Paula Paulette Paulina Pauline Paulo Pauric Pavel Pawel Peadar
    Pearce Pearse Pedro Peggy Pero Perry Petar Peter Peter-Michael Petra Petros Philip Philipp
    Philippe Philippine Phillip Philomena Phoebe Phyllis Pia Piaras Pierce Pierre Pietro Piotr
    Pirmin Pius Polina Polly Priscilla Priska Pénélope Rabah Rabea Racha Rachael Rachel Rachelle
    Rachid Radmila Rafael Rahel Raik Raimund Rainer Raisa Raissa Ralf Ralf-Dieter Ralf-Peter
    Ralph Ramazan Ramon Ramona Ramzi Randall Randolf Randy Rania Raphael Raphaela Raven Raymond
    Raymund Rebecca Rebekah Rebekka Recep Reece Regan Reginald Regine Reimar Reimer Reimund
    Reinald Reiner Reingard Reinhard Reinhardt Reinhart Reinhild Reinhilde Reinhold Remo Rena
    Renata Renate Renato Rene Renee Reni René Renée Resi Reuben Reza Rhian Rhianna Rhianne
    Rhiannon Rhonda Rhys Ria Riad Rian Ricarda Ricardo Richard Rick Rickey Ricky Rico Rida Rigo
    Riley Rita Riza Robbie Robby Robert Roberta Roberto Robin Robyn Rocco Rochdi Rochus Roderich
    Rodney Roger Rohan Roise Roisin Roland Rolf Rolf-Dieter Rolf-Peter Romana Romuald Romy Ron
    Ronald Ronan Ronnie Ronny Rory Rosa Rosa-Maria Rosalia Rosalie Rosalinde Rose-Marie Roseanna
    Rosel Roselinde Rosemarie Rosemary Rosi Rosie Rosina Rosita Rosl Rosmarie Ross Roswita
    Roswitha Rotraud Rotraut Rouven Rowan Roy Ruairi Ruari Ruben Rudi Rudolf Rudolph Rupert
    Russell Ruth Ruthild Ryan Rym Ryma Ryszard Rémy Rüdiger Saad Saban Sabina Sabine Sabri
    Sabrina Sacha Safia Sahin Sahra Salah Salih Salim Salima Sally Salma Salvatore Sam Samantha
    Sami Samir Samira Samuel Samy Sandor Sandra Sandro Saoirse Sara Sarah Sarah-Jane
    Sarah-Louise Sarina Sasha Saskia Saul Scot Scott Seamus Sean Sean-Paul Seana Seanan Seaneen
    Seanna Sebastian Sebastiano Sedat Selena Selim Selina Selma Semra Senol Senta Seona Sepp
    Serena Serge Sergei Sergej Sergio Serine Serpil Seth Severin Sevim Shane Shania Shanice
    Shanna Shannan Shannen Shannon Shari Shaun Shauna Shauneen Shawn Shawna Shay Shea Sheena
    Sheila Shelby Shelia Shelley Shelly Sheree Sheri Sherri Sherry Sheryl Shirley Shona Sian
    Sibel Sibilla Sibille Sibylla Sibylle Siegbert Siegfried Sieghard Sieglinde Siegmar Siegmund
    Siegrid Siegried Siegrun Siegward Sigfried Sigismund Siglinde Sigmar Sigmund Sigrid Sigrun
    Sigurd Silja Silke Silva Silvana Silvester Silvia Silvio Simon Simona Simone Sina Sinaida
    Sinead Siobhan Siofra Slavica Slavko Slawomir Slobodan Sofia Sofiane Sofie Solveig Songül
    Sonia Sonja Sonya Sophia Sophie Sophie-Louise Sorcha Souad Soufiane Soumia Stacey Stacie
    Stacy Stanislaus Stanislav Stanislaw Stanley Stavros Stefan Stefani Stefania Stefanie
    Stefano Steffen Steffi Stella Stephan Stephanie Stephen Steve Steven Stewart Stilla Stjepan
    Stuart Stéphane Stéphanie Susan Susana Susann Susanna Susannah Susanne Suse Susi Suzanne
    Svea Sven Svenja Svetlana Swantje Swen Swetlana Sybilla Sybille Sylke Sylvana Sylvester
    Sylvia Sylvie Sylvio Sylwia Sébastien Sönke Sören Sükrü Süleyman Tabea Tabitha Tadeusz Taha
    Tamara Tami Tammie Tammy Tania Tanja Tanya Tara Tasha Tassilo Tatiana Tatjana Telse Terence
    Teresa Terrance Terrence Terri Terry Tess Tessa Thaddäus Thea Theda Thekla Theo Theobald
    Theodor Theodora Theodore Theodoros Theres Theresa Therese Theresia Thibault Thibaut Thierry
    Thies Thilo Thinhinane Thomas Thoralf Thorben Thorsten Théodore Théophile Thérèse Tia Tiarna
    Tiarnan Tibor Tiegan Tiernan Tiffany Till Tillmann Tilly Tilman Tilmann Tilo Tim Timm Timo
    Timothy Timothée Tina Tino Tobias Toby Todd Tom Tomas Tomasz Tomislav Tommy Toni Tonicha
    Tony Tonya Toralf Torben Tori Torsten Tracey Traci Tracie Tracy Traude Traudel Traudl
    Traugott Traute Travis Trevor Tricia Tristan Trude Trudel Trudi Tyler Tyrone Tülay Türkan
    Udo Ulf Uli Ulla Ullrich Ulrich Ulrike Una Undine Urs Ursel Ursula Urszula Urte Uschi Uta
    Ute Utz Uwe Vadim Valentin Valentina Valeri Valeria Valerie Valerij Valeska Valérie Vanessa
    Vassilios Veit Veli Vera Verena Vernon Veronica Veronika Veronique Vesna Vicki Vickie Victor
    Viktor Viktoria Vincent Vincenzo Vinko Vinzenz Viola Violetta Virginie Vitali Vito Vittorio
    Vitus Viviane Vladimir Vlado Volker Volkhard Volkmar Véronique Wafae Walburga Waldemar
    Waldtraut Walentina Walfried Walid Walli Wally Walter Walther Waltraud Waltraut Waltrud
    Wanda Wassim Wayne Wencke Wendelin Wendy Wenke Wenzel Wera Werner Wesley Whitney Wibke
    Wiebke Wieland Wieslaw Wigbert Wilfried Wilfriede Wilhelm Wilhelmine Willfried Willi William
    Willibald Willibert Willie Willy Wilma Wiltrud Winfried Witold Wladimir Wojciech Woldemar
    Wolf Wolf-Dieter Wolf-Dietrich Wolf-Rüdiger Wolfgang Wolfhard Wolfram Wulf Wyatt Xaver
    Xavier Xenia Yacine Yahia Yanis Yasemin Yasmin Yasmina Yasmine Yasser Yesenia Yilmaz Yolanda
    Youba Youcef Younes Yousra Yusuf Yves Yvette Yvonne Zac Zach Zacharie Zachary Zak Zakaria
    Zara Zbigniew Zdenka Zdravko Zehra Zeki Zeljko Zenon Zenta Zeynep Zina Zineb Zita Zlatko Zoe
    Zofia Zoltan Zoran Zoé Änne Édith Édouard Élisabeth Élise Élodie Éléonore Émile Émilie Éric
    Étienne
"""

GIVEN_NAMES: frozenset[str] = frozenset(_NAMES.split())
"""2,931 names, capitalised as written."""
