(define (problem plan_trial_gmem_0036)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_06_bar__minus_04_dot_04 - object
        AlarmClock_bar__minus_00_dot_84_bar__plus_00_dot_06_bar__minus_04_dot_05 - object
        Pencil_bar__minus_00_dot_47_bar__plus_00_dot_34_bar__minus_04_dot_02 - object
        Pen_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 - object
        CreditCard_bar__minus_00_dot_45_bar__plus_00_dot_34_bar__minus_04_dot_04 - object
        CellPhone_bar__minus_03_dot_56_bar__plus_00_dot_16_bar__minus_04_dot_13 - object
        Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 - receptacle
        CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 - receptacle
        DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07 - receptacle
        Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 - receptacle
        loc_bar__minus_10_bar__minus_16_bar_3_bar_30 - location
        loc_bar__minus_12_bar__minus_13_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_16_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_14_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 BedType)
        (receptacleType CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 CoffeeTableType)
        (receptacleType DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 DiningTableType)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07 DrawerType)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07 DrawerType)
        (receptacleType Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 DresserType)
        (objectType AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_06_bar__minus_04_dot_04 AlarmClockType)
        (objectType AlarmClock_bar__minus_00_dot_84_bar__plus_00_dot_06_bar__minus_04_dot_05 AlarmClockType)
        (objectType Pencil_bar__minus_00_dot_47_bar__plus_00_dot_34_bar__minus_04_dot_02 PencilType)
        (objectType Pen_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 PenType)
        (objectType CreditCard_bar__minus_00_dot_45_bar__plus_00_dot_34_bar__minus_04_dot_04 CreditCardType)
        (objectType CellPhone_bar__minus_03_dot_56_bar__plus_00_dot_16_bar__minus_04_dot_13 CellPhoneType)
        (canContain BedType CellPhoneType)
        (canContain CoffeeTableType AlarmClockType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType PencilType)
        (canContain DiningTableType AlarmClockType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (pickupable AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_06_bar__minus_04_dot_04)
        (pickupable AlarmClock_bar__minus_00_dot_84_bar__plus_00_dot_06_bar__minus_04_dot_05)
        (pickupable Pencil_bar__minus_00_dot_47_bar__plus_00_dot_34_bar__minus_04_dot_02)
        (pickupable Pen_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03)
        (pickupable CreditCard_bar__minus_00_dot_45_bar__plus_00_dot_34_bar__minus_04_dot_04)
        (pickupable CellPhone_bar__minus_03_dot_56_bar__plus_00_dot_16_bar__minus_04_dot_13)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_06_bar__minus_04_dot_04 DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03)
        (inReceptacle AlarmClock_bar__minus_00_dot_84_bar__plus_00_dot_06_bar__minus_04_dot_05 DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03)
        (inReceptacle Pencil_bar__minus_00_dot_47_bar__plus_00_dot_34_bar__minus_04_dot_02 CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99)
        (inReceptacle Pen_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99)
        (inReceptacle CreditCard_bar__minus_00_dot_45_bar__plus_00_dot_34_bar__minus_04_dot_04 CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99)
        (inReceptacle CellPhone_bar__minus_03_dot_56_bar__plus_00_dot_16_bar__minus_04_dot_13 Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07)
        (receptacleAtLocation Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 loc_bar__minus_12_bar__minus_13_bar_0_bar_30)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_11_bar__minus_04_dot_07 loc_bar__minus_8_bar__minus_14_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_04_dot_07 loc_bar__minus_10_bar__minus_16_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 loc_bar__minus_12_bar__minus_16_bar_3_bar_30)
        (objectAtLocation AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_06_bar__minus_04_dot_04 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (objectAtLocation AlarmClock_bar__minus_00_dot_84_bar__plus_00_dot_06_bar__minus_04_dot_05 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (objectAtLocation Pencil_bar__minus_00_dot_47_bar__plus_00_dot_34_bar__minus_04_dot_02 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (objectAtLocation Pen_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (objectAtLocation CreditCard_bar__minus_00_dot_45_bar__plus_00_dot_34_bar__minus_04_dot_04 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (objectAtLocation CellPhone_bar__minus_03_dot_56_bar__plus_00_dot_16_bar__minus_04_dot_13 loc_bar__minus_8_bar__minus_14_bar_3_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 AlarmClockType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 AlarmClockType)
                                            (receptacleType ?r CoffeeTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
